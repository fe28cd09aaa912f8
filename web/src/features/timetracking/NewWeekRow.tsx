import { Button, Card, Flex, Heading } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/FormField';
import { Select } from '../../components/Select';
import { namedChoices } from './choices';
import { TimeDropdownDataQuery } from './operations';
import type { WeekRow } from './WeekGrid';

/**
 * The week grid's "new row" line: a task and/or a customer to type time for. A task brings its customer, which the
 * member may change; the row stays empty until its first cell is saved.
 */
export function NewWeekRow({ onAdd }: { onAdd: (row: WeekRow) => void }) {
  const { t } = useTranslation();
  const { data } = useQuery(TimeDropdownDataQuery, { fetchPolicy: 'cache-and-network' });
  const [taskId, setTaskId] = useState('');
  const [customerId, setCustomerId] = useState('');
  const tasks = data?.timeDropdownData.tasks ?? [];
  const customers = data?.timeDropdownData.customers ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const task = tasks.find((choice) => choice.id === taskId);
    const customer = customers.find((choice) => choice.id === customerId);
    if (!task && !customer) return;
    onAdd({
      task: task ? { id: task.id, title: task.title } : null,
      customer: customer ? { id: customer.id, name: customer.name } : null,
      cells: [],
      totalSeconds: 0,
    });
    setTaskId('');
    setCustomerId('');
  };

  return (
    <Card.Root as="section" variant="outline" size="sm" aria-labelledby="tt-week-new-row">
      <Card.Body>
        <Heading as="h2" size="sm" mb="2" id="tt-week-new-row">
          {t('timetracking:week.newRow')}
        </Heading>
        <form onSubmit={submit}>
          <Flex gap="3" align="flex-end" wrap="wrap">
            <FormField label={t('timetracking:week.task')}>
              <Select
                value={taskId}
                placeholder={t('timetracking:none')}
                options={tasks.map((task) => ({ value: task.id, label: task.title }))}
                onChange={(id) => {
                  setTaskId(id);
                  const customer = tasks.find((task) => task.id === id)?.customerId;
                  if (customer) setCustomerId(customer);
                }}
              />
            </FormField>
            <FormField label={t('timetracking:week.customer')}>
              <Select
                value={customerId}
                placeholder={t('timetracking:none')}
                options={namedChoices(customers)}
                onChange={setCustomerId}
              />
            </FormField>
            <Button type="submit" variant="outline" colorPalette="teal" disabled={!taskId && !customerId}>
              <Plus />
              {t('timetracking:week.addRow')}
            </Button>
          </Flex>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
