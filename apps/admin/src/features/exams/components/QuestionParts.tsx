import { EXAM_MAX_OPTIONS, EXAM_QUESTION_TYPE_NAMES, type ExamQuestionType } from '@meedu/contract/admin';
import { Button, Card, Checkbox, Flex, Form, Input, InputNumber, Radio, Select } from 'antd';

const LETTERS = 'ABCDEFGHIJ';
const letter = (i: number) => LETTERS[i] ?? String(i + 1);

/** The type picker's options; a composite's sub-questions take the five simple types. */
export const typeOptions = (withComposite: boolean) =>
  (Object.entries(EXAM_QUESTION_TYPE_NAMES) as [string, string][])
    .filter(([t]) => withComposite || t !== '6')
    .map(([t, name]) => ({ value: Number(t), label: name }));

/** `option1,option3` in the form value, a list of keys in the checkboxes. */
const keysValue = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v !== '' ? v.split(',') : [] }),
  normalize: (keys: string[]) => keys.join(','),
};

/**
 * The parts of one question that depend on its type, under `at` (`[]` for the question, `[0]` for a
 * sub-question, with `within` the list): options and the right one(s), the blanks with their points, true or false, the points, the
 * analysis. One component for every type, so the form is one form whatever the type.
 */
export function QuestionParts({
  at,
  within = [],
  type,
}: {
  /** The names' prefix where the fields sit (inside the sub-question list: the item's index). */
  at: (string | number)[];
  /** The list the fields sit in (`['subs']`), for reading the options typed. */
  within?: (string | number)[];
  type: ExamQuestionType | undefined;
}) {
  const form = Form.useFormInstance();
  const options = (Form.useWatch([...within, ...at, 'options'], form) as string[] | undefined) ?? [];
  const choiceOptions = options.map((_, i) => ({ value: `option${i + 1}`, label: letter(i) }));
  return (
    <>
      {(type === 1 || type === 2) && (
        <>
          <Form.List name={[...at, 'options']}>
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, i) => (
                  <Flex key={field.key} gap={8} align="baseline">
                    <Form.Item
                      label={`选项${letter(i)}`}
                      name={field.name}
                      rules={[{ required: true, whitespace: true, message: '请填写选项' }]}
                      style={{ flex: 1 }}
                    >
                      <Input />
                    </Form.Item>
                    <Button
                      type="link"
                      onClick={() => remove(field.name)}
                      aria-label={`删除选项${letter(i)}`}
                    >
                      删除
                    </Button>
                  </Flex>
                ))}
                {fields.length < EXAM_MAX_OPTIONS && (
                  <Button onClick={() => add('')} style={{ marginBottom: 16 }}>
                    添加选项
                  </Button>
                )}
              </>
            )}
          </Form.List>
          {type === 1 ? (
            <Form.Item
              label="正确答案"
              name={[...at, 'answer']}
              rules={[{ required: true, message: '请选择正确答案' }]}
            >
              <Radio.Group options={choiceOptions} />
            </Form.Item>
          ) : (
            <Form.Item
              label="正确答案"
              name={[...at, 'answer']}
              rules={[{ required: true, message: '请选择正确答案' }]}
              {...keysValue}
            >
              <Checkbox.Group options={choiceOptions} />
            </Form.Item>
          )}
        </>
      )}
      {type === 3 && (
        <Form.List name={[...at, 'blanks']}>
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Flex key={field.key} gap={8} align="baseline">
                  <Form.Item
                    label={`第 ${i + 1} 空答案`}
                    name={[field.name, 'a']}
                    rules={[{ required: true, whitespace: true, message: '请填写该空的答案' }]}
                    style={{ flex: 1 }}
                  >
                    <Input />
                  </Form.Item>
                  <Form.Item label={`第 ${i + 1} 空分数`} name={[field.name, 's']}>
                    <InputNumber min={0} max={100} precision={0} />
                  </Form.Item>
                  <Button type="link" onClick={() => remove(field.name)} aria-label={`删除第 ${i + 1} 空`}>
                    删除
                  </Button>
                </Flex>
              ))}
              <Button onClick={() => add({ a: '', s: 1 })} style={{ marginBottom: 16 }}>
                添加填空
              </Button>
            </>
          )}
        </Form.List>
      )}
      {type === 5 && (
        <Form.Item
          label="正确答案"
          name={[...at, 'answer']}
          rules={[{ required: true, message: '请选择正确或错误' }]}
        >
          <Radio.Group
            options={[
              { value: '1', label: '正确' },
              { value: '0', label: '错误' },
            ]}
          />
        </Form.Item>
      )}
      {type !== undefined && type !== 3 && type !== 6 && (
        <Form.Item label="分数" name={[...at, 'score']} rules={[{ required: true, message: '请填写分数' }]}>
          <InputNumber min={0} max={100} precision={0} />
        </Form.Item>
      )}
      <Form.Item label="解析" name={[...at, 'remark']}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </>
  );
}

/** A composite's sub-questions: each its type, stem and parts. */
export function SubQuestions() {
  const form = Form.useFormInstance();
  const subs = (Form.useWatch('subs', form) as { type?: ExamQuestionType }[] | undefined) ?? [];
  return (
    <Form.List name="subs">
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, i) => (
            <Card
              key={field.key}
              size="small"
              title={`第 ${i + 1} 小题`}
              style={{ marginBottom: 12 }}
              extra={
                <Button type="link" onClick={() => remove(field.name)} aria-label={`删除第 ${i + 1} 小题`}>
                  删除
                </Button>
              }
            >
              <Form.Item
                label="小题题型"
                name={[field.name, 'type']}
                rules={[{ required: true, message: '请选择题型' }]}
              >
                <Select options={typeOptions(false)} />
              </Form.Item>
              <Form.Item
                label="小题题干"
                name={[field.name, 'content']}
                rules={[{ required: true, whitespace: true, message: '请输入题干' }]}
              >
                <Input.TextArea rows={2} />
              </Form.Item>
              <QuestionParts at={[field.name]} within={['subs']} type={subs[i]?.type} />
            </Card>
          ))}
          <Button onClick={() => add({ type: 4, content: '', score: 5, options: [], blanks: [] })}>
            添加小题
          </Button>
        </>
      )}
    </Form.List>
  );
}
