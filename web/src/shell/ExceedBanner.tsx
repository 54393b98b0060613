import { type Edition, PRODUCTS } from '@console/contracts';
import { Alert } from 'antd';
import type { Session } from '../session/rules';
import { openApply } from '../widgets/apply/store';
import { Button } from '../widgets/busy';

const EXPIRED: ReadonlyArray<{ flag: keyof Session['exceed']; productId: Edition; text: string }> = [
  { flag: 'miniProgram', productId: PRODUCTS.miniProgram, text: '小程序' },
  { flag: 'tiktok', productId: PRODUCTS.tiktok, text: '抖音小程序' },
  { flag: 'h5', productId: PRODUCTS.app, text: '官网' },
];

/**
 * Tells an account whose editions expired (spec §4's exceed flags) and offers the renewal application.
 * Impersonated sessions never carry the flags.
 */
export default function ExceedBanner({ session }: { session: Session }) {
  const expired = EXPIRED.filter((e) => session.exceed[e.flag]);
  if (expired.length === 0) return null;
  return (
    <Alert
      banner
      type="warning"
      title={`您的${expired.map((e) => e.text).join('、')}已到期，相关功能已停止服务，请及时续费。`}
      action={
        <Button size="small" type="primary" onClick={() => openApply({ productId: expired[0]!.productId, type: 2 })}>
          申请续费
        </Button>
      }
    />
  );
}
