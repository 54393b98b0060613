import { productSignature } from '@console/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../store';
import { Permission } from './Permission';

function signIn(roles: string[], resources: string[], permissions: string[]) {
  saveSession({
    token: 'zx_t',
    roles,
    name: 'n',
    resources,
    permissions,
    products: [{ id: 1 }],
    productSign: productSignature([1]),
    userInfo: { is_app: '1' },
  });
}

describe('<Permission>', () => {
  it('shows a control without a code, or with a code the user holds', () => {
    signIn(['editor'], ['-900'], ['400']);
    render(
      <>
        <Permission>
          <button type="button">无码</button>
        </Permission>
        <Permission code={400}>
          <button type="button">权限</button>
        </Permission>
        <Permission code="900">
          <button type="button">资源</button>
        </Permission>
        <Permission code={800} fallback={<span>无权限</span>}>
          <button type="button">设置</button>
        </Permission>
      </>,
    );
    expect(screen.getByText('无码')).toBeTruthy();
    expect(screen.getByText('权限')).toBeTruthy();
    expect(screen.getByText('资源')).toBeTruthy();
    expect(screen.queryByText('设置')).toBeNull();
    expect(screen.getByText('无权限')).toBeTruthy();
  });

  it('shows everything to the super role', () => {
    signIn(['100'], [], []);
    render(
      <Permission code={800}>
        <button type="button">设置</button>
      </Permission>,
    );
    expect(screen.getByText('设置')).toBeTruthy();
  });
});
