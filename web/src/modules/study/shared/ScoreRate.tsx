import { Rate, type RateProps } from 'antd';
import { cloneElement, isValidElement, type ReactElement } from 'react';

type StarNode = ReactElement<{ children?: ReactElement<Record<string, unknown>> }>;

/** Names a star's radio by its score ("3 星"): antd's stars are radios with no name of their own. */
function nameStar(node: React.ReactNode, index: number): React.ReactNode {
  if (!isValidElement(node)) return node;
  const star = node as StarNode;
  const radio = star.props.children;
  if (!isValidElement(radio)) return node;
  return cloneElement(star, undefined, cloneElement(radio, { 'aria-label': `${index + 1} 星` }));
}

/**
 * A score of one to five stars, as an input or shown read-only (`disabled`): each star is named by its score.
 * A required Form.Item's aria-required is not passed on: the stars' list is not a field that can hold it.
 */
export function ScoreRate({ 'aria-required': _required, ...props }: RateProps & { 'aria-required'?: unknown }) {
  return (
    <Rate
      {...props}
      // Five stars stay on one line, however narrow the column they are in.
      style={{ whiteSpace: 'nowrap', ...props.style }}
      characterRender={(node, { index }) => nameStar(node, index ?? 0)}
    />
  );
}
