import type { AnchorHTMLAttributes, ImgHTMLAttributes } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { getSafeHref } from '../utils/messages.ts';

interface MarkdownNode {
  type: string;
  value?: string;
  children?: MarkdownNode[];
}

/**
 * SECURITY.md #17: HTML inside a message is shown as the text it is, never parsed. The markdown parser turns
 * it into `html` nodes; this makes them plain text before anything renders (there is no rehype-raw).
 */
export function remarkHtmlAsText() {
  const walk = (node: MarkdownNode) => {
    if (node.type === 'html') node.type = 'text';
    node.children?.forEach(walk);
  };
  return walk;
}

function ExternalLink({ href, children }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const safeHref = getSafeHref(href);
  if (!safeHref) return <span>{children}</span>;
  return (
    <a href={safeHref} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

// An answer never loads images (no tracking pixels, nothing to inject): its alt text stands in.
function ImageAsText({ alt }: ImgHTMLAttributes<HTMLImageElement>) {
  return alt ? <span>{alt}</span> : null;
}

const components: Components = {
  a: ({ href, children }) => <ExternalLink href={href}>{children}</ExternalLink>,
  img: ({ alt }) => <ImageAsText alt={alt} />,
};

const remarkPlugins = [remarkHtmlAsText];

/** A bot answer: markdown rendered safely (no raw HTML, links open in a new tab). */
export function BotMarkdown({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={remarkPlugins} components={components}>
      {text}
    </Markdown>
  );
}
