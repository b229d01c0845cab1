/**
 * An administrator's desk settings: the urgency × impact matrix (the priority each pair
 * gives a ticket), the service levels per priority (first response and resolution, in
 * working hours) and the working calendar those hours come from. Each saves on its own;
 * the server's refusal names the field. Changing a target keeps the time open tickets
 * already spent (the server re-reads their clock log).
 */
import { useState } from 'react';
import { Alert, Button, Col, Flex, Row, Skeleton } from '@itam/shared/antd';
import { Select } from '@itam/shared/antd-data';
import { InputNumber } from '@itam/shared/antd-input';
import { useTranslation } from '@itam/shared/i18n';
import { Panel, ScrollRegion, Text } from '@itam/shared/ui';
import { LEVELS, type SlaTargetRow } from '@itam/shared/contracts/incidents';
import { answerOf } from '../../common/incidents-server-api';
import { useGetMatrixQuery } from './api/get-matrix';
import { useGetSlaTargetsQuery } from './api/get-sla-targets';
import { useSaveMatrixMutation } from './api/save-matrix';
import { useSaveSlaTargetsMutation } from './api/save-sla-targets';
import { CalendarEditor } from './calendar-editor';

export function DeskSettingsEditor() {
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={12}>
        <MatrixEditor />
      </Col>
      <Col xs={24} xl={12}>
        <SlaEditor />
      </Col>
      <Col xs={24}>
        <CalendarEditor />
      </Col>
    </Row>
  );
}

function useSave<T>(save: (value: T) => Promise<T>, onSaved: (value: T) => void) {
  const [state, setState] = useState<{ busy: boolean; error: string | null; saved: boolean }>({
    busy: false,
    error: null,
    saved: false,
  });
  async function run(value: T) {
    setState({ busy: true, error: null, saved: false });
    try {
      onSaved(await save(value));
      setState({ busy: false, error: null, saved: true });
    } catch (failure) {
      setState({
        busy: false,
        error: failure instanceof Error ? failure.message : String(failure),
        saved: false,
      });
    }
  }
  return { ...state, run };
}

function Status({ error, saved }: { error: string | null; saved: boolean }) {
  const { t } = useTranslation('incidents');
  if (error) return <Alert type="error" showIcon role="alert" title={error} />;
  if (saved) return <Alert type="success" showIcon title={t('settings.saved')} />;
  return null;
}

function MatrixEditor() {
  const { t } = useTranslation('incidents');
  const loaded = answerOf(useGetMatrixQuery());
  const [draft, setDraft] = useState<number[][] | null>(null);
  const [saveMatrix] = useSaveMatrixMutation();
  const save = useSave((value: number[][]) => saveMatrix(value).unwrap(), setDraft);
  const matrix = draft ?? loaded.data;
  const title = <h2 style={{ fontSize: 16, margin: 0 }}>{t('settings.matrix')}</h2>;
  if (loaded.error)
    return (
      <Panel title={title}>
        <Alert type="error" showIcon role="alert" title={loaded.error} />
      </Panel>
    );
  if (!matrix)
    return (
      <Panel title={title}>
        <Skeleton active />
      </Panel>
    );
  return (
    <Panel title={title}>
      <Flex vertical gap={8}>
        <Text type="secondary">{t('settings.matrixHint')}</Text>
        <ScrollRegion label={t('settings.matrix')}>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('settings.urgencyImpact')}</th>
                {LEVELS.map((impact) => (
                  <th key={impact} scope="col">
                    {impact}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {LEVELS.map((urgency) => (
                <tr key={urgency}>
                  <th scope="row">{urgency}</th>
                  {LEVELS.map((impact) => (
                    <td key={impact}>
                      <Select
                        aria-label={t('settings.cell', { urgency, impact })}
                        style={{ width: 72 }}
                        value={matrix[urgency - 1]?.[impact - 1]}
                        options={LEVELS.map((l) => ({ value: l, label: String(l) }))}
                        onChange={(value: number) =>
                          setDraft(
                            matrix.map((row, u) =>
                              u === urgency - 1
                                ? row.map((c, i) => (i === impact - 1 ? value : c))
                                : row,
                            ),
                          )
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <Status error={save.error} saved={save.saved} />
        <div>
          <Button type="primary" loading={save.busy} onClick={() => void save.run(matrix)}>
            {t('settings.saveMatrix')}
          </Button>
        </div>
      </Flex>
    </Panel>
  );
}

function SlaEditor() {
  const { t } = useTranslation('incidents');
  const loaded = answerOf(useGetSlaTargetsQuery());
  const [draft, setDraft] = useState<SlaTargetRow[] | null>(null);
  const [saveSlaTargets] = useSaveSlaTargetsMutation();
  const save = useSave((value: SlaTargetRow[]) => saveSlaTargets(value).unwrap(), setDraft);
  const targets = draft ?? loaded.data;
  const title = <h2 style={{ fontSize: 16, margin: 0 }}>{t('settings.sla')}</h2>;
  if (loaded.error)
    return (
      <Panel title={title}>
        <Alert type="error" showIcon role="alert" title={loaded.error} />
      </Panel>
    );
  if (!targets)
    return (
      <Panel title={title}>
        <Skeleton active />
      </Panel>
    );
  const change = (priority: number, key: 'firstResponseMinutes' | 'resolutionMinutes', v: number) =>
    setDraft(targets.map((x) => (x.priority === priority ? { ...x, [key]: v } : x)));
  const sorted = [...targets].sort((a, b) => b.priority - a.priority);
  return (
    <Panel title={title}>
      <Flex vertical gap={8}>
        <Text type="secondary">{t('settings.slaHint')}</Text>
        <ScrollRegion label={t('settings.sla')}>
          <table>
            <thead>
              <tr>
                <th scope="col" style={{ textAlign: 'start' }}>
                  {t('queue.columns.priority')}
                </th>
                <th scope="col">{t('settings.firstResponse')}</th>
                <th scope="col">{t('settings.resolution')}</th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((row) => (
                <tr key={row.priority}>
                  <th scope="row" style={{ textAlign: 'start' }}>
                    {t(`priority.${row.priority}`)}
                  </th>
                  {(['firstResponseMinutes', 'resolutionMinutes'] as const).map((key) => (
                    <td key={key}>
                      <InputNumber
                        aria-label={t(`settings.${key}`, {
                          priority: t(`priority.${row.priority}`),
                        })}
                        min={1}
                        max={525_600}
                        precision={0}
                        value={row[key]}
                        onChange={(v) =>
                          typeof v === 'number' ? change(row.priority, key, v) : undefined
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <Status error={save.error} saved={save.saved} />
        <div>
          <Button type="primary" loading={save.busy} onClick={() => void save.run(targets)}>
            {t('settings.saveSla')}
          </Button>
        </div>
      </Flex>
    </Panel>
  );
}
