import { contentDir, staticDir } from '@market-data-docs/content';
import { describeContentChecks } from './content-checks.js';

describeContentChecks(contentDir, staticDir);
