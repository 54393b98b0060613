import { render, screen } from '@testing-library/react';
import { List } from 'antd';
import { describe, expect, it } from 'vitest';
import { ListItemMeta } from './ListItemMeta';

describe('<ListItemMeta>', () => {
  it("draws a list item's title and description with antd's classes, and the title is no heading", () => {
    const { container } = render(
      <List
        dataSource={[{ id: 1 }]}
        renderItem={() => (
          <List.Item>
            <ListItemMeta title="王老师" description="读得很认真" />
          </List.Item>
        )}
      />,
    );
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
    expect(container.querySelector('.ant-list-item-meta-title')?.textContent).toBe('王老师');
    expect(container.querySelector('.ant-list-item-meta-description')?.textContent).toBe('读得很认真');
  });
});
