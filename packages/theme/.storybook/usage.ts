/** `parameters` for a story file: the usage note its docs page shows above the props table. */
export const usage = (...sentences: string[]) => ({
  docs: { description: { component: sentences.join(' ') } },
});
