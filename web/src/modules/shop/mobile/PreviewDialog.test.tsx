import { DECOR_THEMES, type DecorPage, newDecorComponent } from '@console/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProviders } from '../../../test/harness';
import { setIn } from './doc-ops';
import { PreviewDialog } from './PreviewDialog';

const titled = (id: string, title: string, hidden = false) => ({
  ...setIn(newDecorComponent('title', id), ['props', 'title'], title),
  hidden,
});

const doc: DecorPage = {
  settings: { title: '春季招生', description: '', bgColor: '#f5f5f5', bgImage: '' },
  nav: { style: 'normal', bgColor: '#ffffff', textColor: 'dark', showSearch: false },
  components: [titled('a', '尚未保存的标题'), titled('b', '隐藏的标题', true), titled('c', '热门课程')],
};

describe('<PreviewDialog>', () => {
  it('shows the design as it is now in a phone, without the hidden components, and the saved draft’s QR', async () => {
    render(
      withProviders(
        <PreviewDialog
          open
          onClose={() => {}}
          doc={doc}
          tabBar={undefined}
          theme={DECOR_THEMES[0]}
          previewUrl="https://h5.example.com/pages/diy/index?id=1&draft=1"
          dirty
        />,
        {},
        '/shop/mobile',
      ).ui,
    );
    const phone = await screen.findByTestId('decor-preview');
    expect(within(phone).getByText('春季招生')).toBeTruthy();
    expect(within(phone).getByText('尚未保存的标题')).toBeTruthy();
    expect(within(phone).getByText('热门课程')).toBeTruthy();
    expect(within(phone).queryByText('隐藏的标题')).toBeNull();
    expect(screen.getByText('扫码在手机上预览最近一次保存的草稿')).toBeTruthy();
  });
});
