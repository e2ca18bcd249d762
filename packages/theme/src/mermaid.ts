export { Mermaid, type MermaidProps, type MermaidSettings, mermaidComponent } from './mdx/Mermaid.js';
export { mermaidLabel } from './mdx/mermaid-label.js';
