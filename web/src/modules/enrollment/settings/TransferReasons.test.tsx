import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { conflictAnswer } from '../../../test/conflict';
import { withProviders } from '../../../test/harness';
import { TransferReasons } from './TransferReasons';

describe('<TransferReasons> rename', { timeout: 90_000 }, () => {
  it('saves on the version the reason was loaded at; renamed meanwhile elsewhere, the conflict dialog opens', async () => {
    let stored = [{ id: 4, name: '顾问休假', sort: 1, version: 5 }];
    const view = withProviders(
      <TransferReasons />,
      {
        'clue.reasons': () => stored,
        'clue.reasonSave': (i: unknown) => {
          if ((i as { version?: number }).version !== stored[0]?.version) throw conflictAnswer('clue.reasonSave');
          return { ...stored[0], ...(i as object) };
        },
      },
      '/enrollment/clue/setting',
    );
    render(view.ui);
    fireEvent.click(await screen.findByRole('button', { name: /编\s*辑/ }));
    fireEvent.change(screen.getByLabelText('转移原因'), { target: { value: '顾问离职' } });
    stored = [{ id: 4, name: '顾问请假', sort: 1, version: 6 }];
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('内容已在别处更新')).toBeTruthy();
    expect(view.calls.find((c) => c.path === 'clue.reasonSave')?.input).toEqual({
      id: 4,
      name: '顾问离职',
      version: 5,
    });
    // Nothing typed is lost: the rename is still in its box.
    expect(screen.getByDisplayValue('顾问离职')).toBeTruthy();
  });
});
