import { OFFICIAL_CONTENT_TYPES, officialWorks } from '@console/contracts';
import { Form, Input } from 'antd';
import { PhotoUploadPage } from '../../../widgets/photos/PhotoUploadPage';

export function WorksCreate() {
  return (
    <PhotoUploadPage
      resource={officialWorks}
      contentType={OFFICIAL_CONTENT_TYPES.works}
      itemName="作品"
      extra={
        <Form.Item name="author" label="作者" rules={[{ max: 20, message: '作者不能超过 20 个字' }]}>
          <Input maxLength={20} placeholder="选填，学员姓名" />
        </Form.Item>
      }
    />
  );
}
