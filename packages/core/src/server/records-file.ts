import fs from 'node:fs';

/** A JSON array written a record at a time: the file {@link writeRecordsFile} writes, without holding the array. */
export interface RecordsFileWriter {
  add(record: unknown): void;
  /** Writes what is left and puts the file in place (it is written beside it until then). */
  close(): void;
}

/** Records serialised per write: a hundred thousand pages' records as one string would take hundreds of megabytes. */
const recordsPerWrite = 1000;

export function createRecordsFile(file: string): RecordsFileWriter {
  const fd = fs.openSync(`${file}.tmp`, 'w');
  let batch: unknown[] = [];
  let written = false;
  const flush = () => {
    const chunk = JSON.stringify(batch).slice(1, -1);
    batch = [];
    if (!chunk) return;
    fs.writeSync(fd, written ? `,${chunk}` : chunk);
    written = true;
  };
  fs.writeSync(fd, '[');
  return {
    add(record) {
      batch.push(record);
      if (batch.length >= recordsPerWrite) flush();
    },
    close() {
      try {
        flush();
        fs.writeSync(fd, ']');
      } finally {
        fs.closeSync(fd);
      }
      fs.renameSync(`${file}.tmp`, file);
    },
  };
}

/** Writes records as one JSON array (what `JSON.stringify(records)` is), a thousand at a time; returns how many. */
export function writeRecordsFile(file: string, records: Iterable<unknown>): number {
  const writer = createRecordsFile(file);
  let count = 0;
  for (const record of records) {
    writer.add(record);
    count++;
  }
  writer.close();
  return count;
}
