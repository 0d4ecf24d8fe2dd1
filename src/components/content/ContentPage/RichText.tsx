import { useGlimt } from '../../../shop/GlimtProvider';
import { resolveContentLink } from '../../../shop/content';
import type { ContentBlock, ContentInline } from '../../../shop/schemas/content';
import { Link } from '../../primitives/Link';

/** A run of text: a link when its target resolves, plain text otherwise (never HTML). */
export function InlineText({ parts }: { parts: readonly ContentInline[] }) {
  const { brandName } = useGlimt();
  return (
    <>
      {parts.map((part, index) => {
        const link = resolveContentLink(part, { brandName });
        return link ? (
          <Link key={index} href={link.href} external={link.external}>
            {part.text}
          </Link>
        ) : (
          <span key={index}>{part.text}</span>
        );
      })}
    </>
  );
}

/** Props of {@link RichText}. */
export interface RichTextProps {
  blocks: readonly ContentBlock[];
  /** The level of a sub-heading block. @default 3 */
  headingLevel?: 3 | 4;
}

/** Structured rich text from the content API: paragraphs, lists and sub-headings. */
export function RichText({ blocks, headingLevel = 3 }: RichTextProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <>
      {blocks.map((block, index) => {
        if (block.type === 'heading') return <Heading key={index}>{block.text}</Heading>;
        if (block.type === 'paragraph')
          return (
            <p key={index}>
              <InlineText parts={block.content} />
            </p>
          );
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List key={index}>
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineText parts={item} />
              </li>
            ))}
          </List>
        );
      })}
    </>
  );
}
