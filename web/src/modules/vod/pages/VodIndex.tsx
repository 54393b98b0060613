import { FolderOpenOutlined } from '@ant-design/icons';
import { VOD_CONTENT_TYPE } from '@console/contracts';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { Button, Modal } from '../../../widgets/busy';
import { CategoryEditor } from '../../../widgets/category/CategoryEditor';
import { CourseList } from './CourseList';
import { LecturerList } from './LecturerList';

const TABS = ['course', 'teacher'] as const;
type Tab = (typeof TABS)[number];

/**
 * 在线课程 (spec §2 /vod/index): two tabs, the courses and their lecturers (the school's teachers), each
 * searched and paged in the address. `?type=` opens the course categories (the category check's 去添加).
 */
export function VodIndex() {
  const [search, setSearch] = useSearchParams();
  const tab: Tab = search.get('tab') === 'teacher' ? 'teacher' : 'course';
  const editing = search.get('type') === VOD_CONTENT_TYPE;
  const categories = (
    <Button icon={<FolderOpenOutlined />} onClick={() => setSearch((s) => withParam(s, 'type', VOD_CONTENT_TYPE))}>
      课程分类
    </Button>
  );
  return (
    <>
      <Tabs
        activeKey={tab}
        // Each tab keeps its own query: switching starts the other list from its first page.
        onChange={(next) => setSearch(next === 'teacher' ? { tab: next } : {})}
        destroyOnHidden
        items={[
          { key: 'course', label: '课程', children: <CourseList toolbar={categories} /> },
          { key: 'teacher', label: '讲师', children: <LecturerList /> },
        ]}
        style={{ marginTop: -8 }}
      />
      <Modal
        open={editing}
        title="课程分类"
        footer={null}
        width={640}
        destroyOnHidden
        onCancel={() => setSearch((s) => withParam(s, 'type', null))}
      >
        <CategoryEditor contentType={VOD_CONTENT_TYPE} title="课程分类" />
      </Modal>
    </>
  );
}

function withParam(search: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === null) next.delete(key);
  else next.set(key, value);
  return next;
}
