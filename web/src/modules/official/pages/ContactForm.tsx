import { officialContact } from '@console/contracts';
import { ResourceForm } from '../../../engine';

export function ContactForm() {
  return (
    <ResourceForm
      resource={officialContact}
      fields={{
        phone: { extra: '手机号或座机（区号-号码），如 0571-88886666' },
        wechatQr: { extra: '访客扫码添加微信咨询' },
      }}
    />
  );
}
