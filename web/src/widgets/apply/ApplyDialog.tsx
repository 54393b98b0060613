import { MSG, PRODUCT_NAMES, UI } from '@console/contracts';
import { App, Flex, Input, Result, Typography } from 'antd';
import { useState } from 'react';
import { trpc } from '../../app/trpc';
import { useSession } from '../../session/store';
import { Button, Modal } from '../busy';
import { appliedProducts, lastContact, markApplied, rememberContact } from './applied';
import { checkApply } from './rules';
import type { ApplyState } from './store';

/**
 * Upgrade or renewal application (spec §3, §4, 5, 8), 590 px wide. It opens on its success state when
 * this product was already applied for; otherwise it asks for a contact name and phone, checks them in the
 * spec's order, sends `home.upgradeApply`, and then shows the success text.
 */
export default function ApplyDialog({ state, onClose }: { state: ApplyState; onClose: () => void }) {
  const productId = state.productId as NonNullable<ApplyState['productId']>;
  const { message } = App.useApp();
  const session = useSession();
  const [stage, setStage] = useState<'apply' | 'success'>(() =>
    appliedProducts().includes(productId) ? 'success' : 'apply',
  );
  const [name, setName] = useState(() => lastContact().name ?? session?.userInfo.name ?? '');
  const [phone, setPhone] = useState(() => lastContact().phone ?? session?.userInfo.phone ?? '');
  const apply = trpc.home.upgradeApply.useMutation({
    onSuccess: (_data, input) => {
      markApplied(productId);
      rememberContact(input.name, input.phone);
      setStage('success');
    },
  });

  const submit = () => {
    const check = checkApply({ name, phone });
    if (!check.ok) {
      if (check.level === 'warning') void message.warning(check.text);
      else void message.error(check.text);
      return;
    }
    apply.mutate({ type: state.type, productId, ...check.values });
  };

  const action = state.type === 2 ? '续费' : '升级';
  return (
    <Modal
      open={state.visible}
      width={UI.applyDialogWidth}
      title={`申请${action}`}
      onCancel={onClose}
      destroyOnHidden
      footer={
        stage === 'apply' ? (
          <Flex justify="end" gap={8}>
            <Button onClick={onClose}>{MSG.cancel}</Button>
            <Button type="primary" loading={apply.isPending} onClick={submit}>
              提交申请
            </Button>
          </Flex>
        ) : (
          <Button type="primary" onClick={onClose}>
            我知道了
          </Button>
        )
      }
    >
      {stage === 'apply' ? (
        <Flex vertical gap={16} style={{ paddingTop: 8 }}>
          <Typography.Paragraph style={{ margin: 0 }}>
            您正在申请{action}「{PRODUCT_NAMES[productId]}」，请留下联系方式，专属客户经理将为您办理。
          </Typography.Paragraph>
          <label htmlFor="apply-name">
            <Typography.Text>联系人姓名</Typography.Text>
            <Input
              id="apply-name"
              value={name}
              maxLength={20}
              placeholder="请输入联系人姓名"
              onChange={(e) => setName(e.target.value)}
              style={{ marginTop: 6 }}
            />
          </label>
          <label htmlFor="apply-phone">
            <Typography.Text>联系电话</Typography.Text>
            <Input
              id="apply-phone"
              value={phone}
              maxLength={13}
              placeholder="手机号或座机号（如 010-12345678）"
              onChange={(e) => setPhone(e.target.value)}
              onPressEnter={submit}
              style={{ marginTop: 6 }}
            />
          </label>
        </Flex>
      ) : (
        <Result status="success" title={MSG.applySuccessTitle} subTitle={MSG.applySuccessBody} />
      )}
    </Modal>
  );
}
