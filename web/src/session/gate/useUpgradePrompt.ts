import { MSG, type ProductId } from '@console/contracts';
import { App } from 'antd';
import { useCallback } from 'react';
import { openApply } from '../../widgets/apply/store';

/**
 * The unsupported-edition confirm (spec §6): '抱歉，您当前版本不支持此功能，升级后即可使用。', title 提示,
 * button 立即升级, which opens the apply dialog for the product. `back` is for a page the person could not
 * enter: the dialog then goes back one page on close, and so does cancel. Returns a function that closes it.
 */
export function useUpgradePrompt(): (productId: ProductId, opts: { back: boolean; onBack?: () => void }) => () => void {
  const { modal } = App.useApp();
  return useCallback(
    (productId, { back, onBack }) => {
      const dialog = modal.confirm({
        title: MSG.upgradeTitle,
        content: MSG.upgradeBody,
        okText: MSG.upgradeButton,
        cancelText: MSG.cancel,
        onOk: () => openApply({ productId, back }),
        onCancel: () => {
          if (back) onBack?.();
        },
      });
      return () => dialog.destroy();
    },
    [modal],
  );
}
