#!/usr/bin/env node
// The upload command; the code is in dist (built by `pnpm build`). This file exists before the
// build so that package managers can link the command when they install the workspace.
import '../dist/cli/bin.js';
