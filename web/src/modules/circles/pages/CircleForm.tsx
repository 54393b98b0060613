import { circle, JOIN_MODE } from '@console/contracts';
import { useParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ResourceForm } from '../../../engine';
import { TeacherSelect } from '../../../widgets/teacher/TeacherSelect';
import { CIRCLES_LIST } from '../parts/paths';

/** 新增圈子 / 编辑圈子: the owner is a teacher; a paid circle asks for its price, the others do not keep one. */
export function CircleForm() {
  const id = Number(useParams().id);
  // The form loads the same item; this read shares its cache and names the owner.
  const item = trpc.circle.get.useQuery({ id }, { enabled: id > 0 });
  return (
    <ResourceForm
      resource={circle}
      backTo={CIRCLES_LIST}
      fields={{
        ownerId: {
          render: () => <TeacherSelect known={item.data?.owner} placeholder="请选择圈主" aria-label="圈主" />,
          extra: '圈主在圈子里发布知识、审核加入申请',
        },
        price: { visible: (v) => v.joinMode === JOIN_MODE.paid },
      }}
      initial={() => ({ joinMode: JOIN_MODE.free })}
      transform={(v) => (v.joinMode === JOIN_MODE.paid ? v : { ...v, price: undefined })}
    />
  );
}
