import { FileAddOutlined } from '@ant-design/icons';
import { CHECK_HOMEWORK, CHECK_TYPES, optionLabel } from '@console/contracts';
import { Card, Col, Row, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { CHECK_TEMPLATES } from '../shared/check-templates';
import { studyPaths } from '../shared/paths';

/** 新建打卡 (`/study/addNewCheck/{type}`): a template to start from, or a blank task. */
export function AddNewCheck() {
  const navigate = useNavigate();
  const type = Number(useParams().type) === CHECK_HOMEWORK ? CHECK_HOMEWORK : 1;
  const templates = CHECK_TEMPLATES.filter((t) => t.type === type);
  const open = (key?: string) => navigate(studyPaths.createCheck(type, key));
  const card = (key: string | undefined, title: string, summary: string) => (
    <Col key={key ?? 'blank'} xs={24} sm={12} lg={8}>
      <Card
        hoverable
        // Named by what it shows (the template's name and its text), as a person reads it.
        role="link"
        tabIndex={0}
        onClick={() => open(key)}
        onKeyDown={(e) => e.key === 'Enter' && open(key)}
        style={{ height: '100%' }}
      >
        <Card.Meta
          avatar={<FileAddOutlined style={{ fontSize: 24, color: '#2975ee' }} />}
          title={title}
          description={summary}
        />
      </Card>
    </Col>
  );
  return (
    <Card title={`新建${optionLabel(CHECK_TYPES, type)}`}>
      <Typography.Paragraph type="secondary">
        {type === CHECK_HOMEWORK
          ? '作业打卡按次布置作业，学员提交后老师批改打分。'
          : '学员在打卡日每天提交日记，老师点评、点赞。'}
        选一个模板开始，或从空白开始。
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {templates.map((t) => card(t.key, t.title, t.summary))}
        {card(undefined, '空白模板', '从空白开始，自己填写标题和要求')}
      </Row>
    </Card>
  );
}
