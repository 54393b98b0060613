import { AppstoreOutlined } from '@ant-design/icons';
import { CLASS_CONTENT_TYPE } from '@console/contracts';
import { useState } from 'react';
import { Button, Modal } from '../../../widgets/busy';
import { CategoryEditor } from '../../../widgets/category/CategoryEditor';

/** 分类管理: the course categories (shared by offline and trial courses) in the category editor. */
export function CategoryButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<AppstoreOutlined />} onClick={() => setOpen(true)}>
        分类管理
      </Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title="课程分类" width={640} destroyOnHidden>
        <CategoryEditor contentType={CLASS_CONTENT_TYPE} title="课程分类" />
      </Modal>
    </>
  );
}
