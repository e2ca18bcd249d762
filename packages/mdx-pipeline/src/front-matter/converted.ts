import { z } from 'zod';

const numeric = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i;

/** A number, or a string that holds one (`"5"`), as Docusaurus's validation (Joi) converts it. */
export const numberLike = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && numeric.test(value) ? Number(value) : value), schema);

/** A boolean, or `"true"`/`"false"` in any case, as Docusaurus's validation (Joi) converts it. */
export const booleanLike = () =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^(?:true|false)$/i.test(value.trim())
        ? value.trim().toLowerCase() === 'true'
        : value,
    z.boolean(),
  );
