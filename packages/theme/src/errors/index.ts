export {
  CrashBoundary,
  type CrashBoundaryProps,
  CrashScreen,
  type CrashScreenProps,
} from './CrashBoundary.js';
export { ErrorPage, type ErrorPageProps } from './ErrorPage.js';
export { LoadingError, type LoadingErrorProps } from './LoadingError.js';
export { NotFoundPage } from './NotFoundPage.js';
export { ProgressBar, type ProgressBarProps } from './ProgressBar.js';
