export { Admonition, type AdmonitionProps, AdmonitionTitle, type AdmonitionType } from './Admonition.js';
export { CodeBlock, type CodeBlockProps } from './CodeBlock.js';
export { ContentImage, ContentLink, ContentPre, ScrollTable } from './content-elements.js';
export { Details, type DetailsProps } from './Details.js';
export { DocCard, DocCardList, type DocCardListProps, type DocCardProps } from './DocCard.js';
export { Heading, type HeadingProps } from './Heading.js';
export { MdxContent, type MdxContentProps, type MdxModule } from './MdxContent.js';
export { type MdxComponents, mdxComponents } from './mdx-components.js';
export { TabItem, type TabItemProps, Tabs, type TabsProps, type TabValue } from './Tabs.js';
