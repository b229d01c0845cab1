/**
 * The leaving employee's own exit (GET /exits/mine), shown on /exit-employees/:employeeId
 * when the id is theirs: their last working day and where the exit stands, each
 * department's progress, what they hold and must return, and the exit interview, which they
 * answer once (PUT /exits/mine/:id/interview); after that it is read-only for them.
 */
import { Flex } from '@itam/shared/antd';
import { formatDate, formatDateTime, useTranslation } from '@itam/shared/i18n';
import { Panel, Text } from '@itam/shared/ui';
import { type OwnExit } from '../../api/exits-api';
import { useSaveOwnInterviewMutation } from './api/save-own-interview';
import { departmentName } from '../../common/department-name';
import { FactList, type Fact } from '../../common/fact-list';
import { ExitStatusTag, OutcomeTag, OverdueTag } from '../../common/exit-tags';
import { InterviewAnswersView, InterviewForm } from '../exit-employee/interview-form';

const h2 = (text: string) => <h2 style={{ margin: 0, fontSize: 16 }}>{text}</h2>;

export function MyExitView({ exit }: { exit: OwnExit }) {
  const [saveOwnInterview] = useSaveOwnInterviewMutation();
  const { t, i18n } = useTranslation('exit-signoff');
  const language = i18n.language;
  const rows: Fact[] = [
    [t('exitEmployee.lastWorkingDay'), formatDate(exit.lastWorkingDay, language)],
    [t('exitEmployee.startedAt'), formatDateTime(exit.startedAt, language)],
    [t('exitEmployee.status'), <ExitStatusTag key="status" status={exit.status} />],
  ];
  if (exit.completedAt)
    rows.push([t('exitEmployee.completedAt'), formatDateTime(exit.completedAt, language)]);
  return (
    <Flex vertical gap={16}>
      <Panel title={h2(t('myExit.summary'))}>
        <FactList facts={rows} />
      </Panel>
      <Panel title={h2(t('myExit.toReturn'))}>
        {exit.items.length ? (
          <ul aria-label={t('myExit.toReturn')} style={{ margin: 0, paddingInlineStart: 20 }}>
            {exit.items.map((i) => (
              <li key={i._id} style={{ marginBottom: 4 }}>
                <Flex gap={8} wrap align="center">
                  <span>{i.asset.tag ? `${i.asset.name} (${i.asset.tag})` : i.asset.name}</span>
                  <OutcomeTag outcome={i.outcome} />
                </Flex>
              </li>
            ))}
          </ul>
        ) : (
          <Text type="secondary">{t('myExit.nothingHeld')}</Text>
        )}
      </Panel>
      <Panel title={h2(t('exitEmployee.departments'))}>
        <ul
          aria-label={t('exitEmployee.departments')}
          style={{ margin: 0, paddingInlineStart: 20 }}
        >
          {exit.departments.map((d) => (
            <li key={d.key} style={{ marginBottom: 4 }}>
              <Flex gap={8} wrap align="center">
                <span>
                  {d.signedAt
                    ? t('myExit.signed', {
                        name: departmentName(t, d),
                        date: formatDate(d.signedAt, language),
                      })
                    : t('myExit.waiting', { name: departmentName(t, d) })}
                </span>
                {d.overdue ? <OverdueTag /> : null}
              </Flex>
            </li>
          ))}
        </ul>
      </Panel>
      <Panel title={h2(t('interview.title'))}>
        {exit.interview ? (
          <>
            <Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
              {t('myExit.answered', {
                date: formatDateTime(exit.interview.answeredAt, language),
              })}
            </Text>
            <InterviewAnswersView answers={exit.interview.answers} />
          </>
        ) : (
          <>
            <Text style={{ display: 'block', marginBottom: 12 }}>{t('myExit.interviewIntro')}</Text>
            <InterviewForm
              save={async (answers) => {
                await saveOwnInterview({ exitId: exit._id, answers }).unwrap();
              }}
            />
          </>
        )}
      </Panel>
    </Flex>
  );
}
