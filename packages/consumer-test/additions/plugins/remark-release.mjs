// A remark plugin of the site's own: replaces `@release` in text with the release given in its options.
export default function remarkRelease({ release }) {
  return (tree) => {
    const visit = (node) => {
      if (node.type === 'text') node.value = node.value.replaceAll('@release', `release ${release}`);
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}
