import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Card, Flex, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { paths } from '../../../config/paths.ts';
import '../order.css';

/** `/order/success` (screens commerce-exam §5): where the cashier returns the browser; informational only. */
export default function OrderSuccessPage() {
  useDocumentTitle('支付成功');
  const navigate = useNavigate();
  const [sp] = useSearchParams();
  const amount = Number(sp.get('total_amount'));
  return (
    <div className="mc-order">
      <Card>
        <Flex vertical align="center" gap={16} style={{ padding: '40px 0' }}>
          <CheckCircleFilled style={{ fontSize: 64, color: '#00a870' }} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            支付成功！
          </Typography.Title>
          <Typography.Text>
            实付款：<span className="mc-order__price">￥{Number.isFinite(amount) ? amount : 0}</span>
          </Typography.Text>
          <Flex gap={16}>
            <Button onClick={() => void navigate(paths.home(), { replace: true })}>返回首页</Button>
            <Button type="primary" onClick={() => void navigate(paths.memberOrders(), { replace: true })}>
              查看订单
            </Button>
          </Flex>
        </Flex>
      </Card>
    </div>
  );
}
