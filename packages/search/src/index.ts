export * from './contract.js';
export {
  createSearchSession,
  type SearchQueryOptions,
  type SearchSession,
  type SearchSessionOptions,
  type SearchState,
} from './session.js';
