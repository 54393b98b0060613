/**
 * The study centre's pages, as links (spec §2 paths: some take `?id=`, some a path id, some live at the root).
 * Pages link to each other through these rather than spelling paths.
 */
export const studyPaths = {
  menu: '/study/menu',
  signIn: '/study/sign/index',
  teachers: '/study/teacher',
  teacherCreate: '/study/createTeacher',
  teacherEdit: (id: number) => `/study/edit?id=${id}`,
  ratings: '/study/evaluate',
  schedule: (classId?: number) => (classId ? `/study/schedule?classId=${classId}` : '/study/schedule'),
  classes: '/study/course',
  classCreate: '/study/createClass',
  classEdit: (id: number) => `/study/editClass?id=${id}`,
  students: '/study/studentList',
  studentCreate: '/study/createStudent',
  studentEdit: (id: number) => `/study/editStudent?id=${id}`,
  studentInfo: (id: number) => `/studentInfo/${id}`,
  makeup: '/study/makeup',
  timetable: '/study/classSchedule',
  lessons: '/study/scheduleList',
  evaluations: '/study/studentEvaluation',
  balances: '/study/studentLesson',
  curriculum: '/study/curriculum',
  notices: '/study/notice',
  noticeCreate: '/study/createNotice',
  noticeEdit: (id: number) => `/study/createNotice?id=${id}`,
  growth: '/study/growth/list',
  growthDetail: (id: number) => `/study/growth/detail?id=${id}`,
  growthCreate: (q: { date?: string; classId?: number; studentId?: number } = {}) => {
    const query = new URLSearchParams(
      Object.entries(q)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ).toString();
    return `/study/growth/info${query ? `?${query}` : ''}`;
  },
  growthEdit: (id: number) => `/study/growth/info?id=${id}`,
  checkOverview: '/study/check/overview',
  checks: '/study/check/operate',
  addNewCheck: (type: number) => `/study/addNewCheck/${type}`,
  createCheck: (type: number, template?: string) => `/createCheck/${type}${template ? `?template=${template}` : ''}`,
  editCheck: (type: number, id: number) => `/editCheck/${type}/${id}`,
  diaryInfo: (id: number) => `/study/check/diaryInfo/${id}`,
  studentDiary: (id: number) => `/studentDiary/${id}`,
  diaryTable: (studentId: number, checkId?: number) =>
    `/diaryTable/${studentId}${checkId ? `?checkId=${checkId}` : ''}`,
  homeworkInfo: (id: number) => `/study/check/homeworkInfo/${id}`,
  createHomework: (checkId: number) => `/createHomework/${checkId}`,
  editHomework: (id: number) => `/editHomework/${id}`,
} as const;
