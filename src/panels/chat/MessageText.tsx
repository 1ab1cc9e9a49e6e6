import { Fragment } from 'react';
import { textBlocks } from './text-blocks';

/** A reply's text as paragraphs and lists; React escapes it, so no markup in a reply is ever run. */
export function MessageText({ content }: { content: string }) {
  return (
    <>
      {textBlocks(content).map((block, index) =>
        block.kind === 'list' ? (
          <ul key={index} className="cw-chat-list">
            {block.items.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index} className="cw-chat-paragraph">
            {block.lines.map((line, i) => (
              <Fragment key={i}>
                {i > 0 && <br />}
                {line}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </>
  );
}
