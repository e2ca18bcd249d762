import { z } from 'zod';

const numeric = /^\s*[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i;

/** A number, or a string that holds one (`"5"`), as Docusaurus's validation (Joi) converts it. */
export const numberLike = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && numeric.test(value) ? Number(value) : value), schema);

/** A boolean, or `"true"`/`"false"` in any case, as Docusaurus's validation (Joi) converts it. */
export const booleanLike = () =>
  z.preprocess((value) => {
    const word = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
    return word === 'true' ? true : word === 'false' ? false : value;
  }, z.boolean());
