import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProviders } from '../../../test/harness';
import { SharePies } from './SharePies';
import { visitorShareSection } from './sections';

const devices = [
  { name: '手机', value: 3 },
  { name: '电脑', value: 1 },
];
const genders = [
  { name: '男', value: 0 },
  { name: '女', value: 0 },
];

describe('<SharePies>', { timeout: 30_000 }, () => {
  it('draws a pie a section, says 暂无数据 for one whose parts are all zero, and shows each as its table', async () => {
    render(
      withProviders(
        <SharePies
          pies={[
            { section: visitorShareSection('访问设备', '设备', devices), parts: devices },
            { section: visitorShareSection('性别分布', '性别', genders), parts: genders },
          ]}
        />,
        {},
        '/x',
      ).ui,
    );
    const panel = async (name: string) =>
      (await screen.findAllByLabelText(name)).find((el) => el.classList.contains('ant-card')) as HTMLElement;
    const device = await panel('访问设备');
    const gender = await panel('性别分布');
    expect(within(device).getByRole('img', { name: '访问设备' })).toBeTruthy();
    expect(within(gender).getByText('暂无数据')).toBeTruthy();
    fireEvent.click(within(device).getByText('表格'));
    expect(await within(device).findByText('75.0%')).toBeTruthy();
  });
});
