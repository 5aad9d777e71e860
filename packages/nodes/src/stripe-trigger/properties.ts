/**
 * Stripe Trigger 1's parameters (n8n's `n8n-nodes-base.stripeTrigger`): the events to listen to (`*` for
 * any) and the API version Stripe should shape events in. Names, types, defaults and options are n8n 1.123's;
 * descriptions are left out.
 */
import type { NodeProperty } from '@weft/workflow';

/** Every parameter, in n8n's order. */
export const stripeTriggerProperties: NodeProperty[] = [
  {
    displayName: 'Events',
    name: 'events',
    type: 'multiOptions',
    required: true,
    default: [],
    options: [
      {
        name: '*',
        value: '*',
      },
      {
        name: 'Account Updated',
        value: 'account.updated',
      },
      {
        name: 'Account Application.authorized',
        value: 'account.application.authorized',
      },
      {
        name: 'Account Application.deauthorized',
        value: 'account.application.deauthorized',
      },
      {
        name: 'Account External_account.created',
        value: 'account.external_account.created',
      },
      {
        name: 'Account External_account.deleted',
        value: 'account.external_account.deleted',
      },
      {
        name: 'Account External_account.updated',
        value: 'account.external_account.updated',
      },
      {
        name: 'Application Fee.created',
        value: 'application_fee.created',
      },
      {
        name: 'Application Fee.refunded',
        value: 'application_fee.refunded',
      },
      {
        name: 'Application Fee.refund.updated',
        value: 'application_fee.refund.updated',
      },
      {
        name: 'Balance Available',
        value: 'balance.available',
      },
      {
        name: 'Capability Updated',
        value: 'capability.updated',
      },
      {
        name: 'Charge Captured',
        value: 'charge.captured',
      },
      {
        name: 'Charge Expired',
        value: 'charge.expired',
      },
      {
        name: 'Charge Failed',
        value: 'charge.failed',
      },
      {
        name: 'Charge Pending',
        value: 'charge.pending',
      },
      {
        name: 'Charge Refunded',
        value: 'charge.refunded',
      },
      {
        name: 'Charge Succeeded',
        value: 'charge.succeeded',
      },
      {
        name: 'Charge Updated',
        value: 'charge.updated',
      },
      {
        name: 'Charge Dispute.closed',
        value: 'charge.dispute.closed',
      },
      {
        name: 'Charge Dispute.created',
        value: 'charge.dispute.created',
      },
      {
        name: 'Charge Dispute.funds_reinstated',
        value: 'charge.dispute.funds_reinstated',
      },
      {
        name: 'Charge Dispute.funds_withdrawn',
        value: 'charge.dispute.funds_withdrawn',
      },
      {
        name: 'Charge Dispute.updated',
        value: 'charge.dispute.updated',
      },
      {
        name: 'Charge Refund.updated',
        value: 'charge.refund.updated',
      },
      {
        name: 'Checkout Session.completed',
        value: 'checkout.session.completed',
      },
      {
        name: 'Coupon Created',
        value: 'coupon.created',
      },
      {
        name: 'Coupon Deleted',
        value: 'coupon.deleted',
      },
      {
        name: 'Coupon Updated',
        value: 'coupon.updated',
      },
      {
        name: 'Credit Note.created',
        value: 'credit_note.created',
      },
      {
        name: 'Credit Note.updated',
        value: 'credit_note.updated',
      },
      {
        name: 'Credit Note.voided',
        value: 'credit_note.voided',
      },
      {
        name: 'Customer Created',
        value: 'customer.created',
      },
      {
        name: 'Customer Deleted',
        value: 'customer.deleted',
      },
      {
        name: 'Customer Updated',
        value: 'customer.updated',
      },
      {
        name: 'Customer Discount.created',
        value: 'customer.discount.created',
      },
      {
        name: 'Customer Discount.deleted',
        value: 'customer.discount.deleted',
      },
      {
        name: 'Customer Discount.updated',
        value: 'customer.discount.updated',
      },
      {
        name: 'Customer Source.created',
        value: 'customer.source.created',
      },
      {
        name: 'Customer Source.deleted',
        value: 'customer.source.deleted',
      },
      {
        name: 'Customer Source.expiring',
        value: 'customer.source.expiring',
      },
      {
        name: 'Customer Source.updated',
        value: 'customer.source.updated',
      },
      {
        name: 'Customer Subscription.created',
        value: 'customer.subscription.created',
      },
      {
        name: 'Customer Subscription.deleted',
        value: 'customer.subscription.deleted',
      },
      {
        name: 'Customer Subscription.trial_will_end',
        value: 'customer.subscription.trial_will_end',
      },
      {
        name: 'Customer Subscription.updated',
        value: 'customer.subscription.updated',
      },
      {
        name: 'Customer Tax_id.created',
        value: 'customer.tax_id.created',
      },
      {
        name: 'Customer Tax_id.deleted',
        value: 'customer.tax_id.deleted',
      },
      {
        name: 'Customer Tax_id.updated',
        value: 'customer.tax_id.updated',
      },
      {
        name: 'File Created',
        value: 'file.created',
      },
      {
        name: 'Invoice Created',
        value: 'invoice.created',
      },
      {
        name: 'Invoice Deleted',
        value: 'invoice.deleted',
      },
      {
        name: 'Invoice Finalized',
        value: 'invoice.finalized',
      },
      {
        name: 'Invoice Marked_uncollectible',
        value: 'invoice.marked_uncollectible',
      },
      {
        name: 'Invoice Payment_action_required',
        value: 'invoice.payment_action_required',
      },
      {
        name: 'Invoice Payment_failed',
        value: 'invoice.payment_failed',
      },
      {
        name: 'Invoice Payment_succeeded',
        value: 'invoice.payment_succeeded',
      },
      {
        name: 'Invoice Sent',
        value: 'invoice.sent',
      },
      {
        name: 'Invoice Upcoming',
        value: 'invoice.upcoming',
      },
      {
        name: 'Invoice Updated',
        value: 'invoice.updated',
      },
      {
        name: 'Invoice Voided',
        value: 'invoice.voided',
      },
      {
        name: 'Invoiceitem Created',
        value: 'invoiceitem.created',
      },
      {
        name: 'Invoiceitem Deleted',
        value: 'invoiceitem.deleted',
      },
      {
        name: 'Invoiceitem Updated',
        value: 'invoiceitem.updated',
      },
      {
        name: 'Issuing Authorization.created',
        value: 'issuing_authorization.created',
      },
      {
        name: 'Issuing Authorization.request',
        value: 'issuing_authorization.request',
      },
      {
        name: 'Issuing Authorization.updated',
        value: 'issuing_authorization.updated',
      },
      {
        name: 'Issuing Card.created',
        value: 'issuing_card.created',
      },
      {
        name: 'Issuing Card.updated',
        value: 'issuing_card.updated',
      },
      {
        name: 'Issuing Cardholder.created',
        value: 'issuing_cardholder.created',
      },
      {
        name: 'Issuing Cardholder.updated',
        value: 'issuing_cardholder.updated',
      },
      {
        name: 'Issuing Dispute.created',
        value: 'issuing_dispute.created',
      },
      {
        name: 'Issuing Dispute.updated',
        value: 'issuing_dispute.updated',
      },
      {
        name: 'Issuing Settlement.created',
        value: 'issuing_settlement.created',
      },
      {
        name: 'Issuing Settlement.updated',
        value: 'issuing_settlement.updated',
      },
      {
        name: 'Issuing Transaction.created',
        value: 'issuing_transaction.created',
      },
      {
        name: 'Issuing Transaction.updated',
        value: 'issuing_transaction.updated',
      },
      {
        name: 'Order Created',
        value: 'order.created',
      },
      {
        name: 'Order Payment_failed',
        value: 'order.payment_failed',
      },
      {
        name: 'Order Payment_succeeded',
        value: 'order.payment_succeeded',
      },
      {
        name: 'Order Updated',
        value: 'order.updated',
      },
      {
        name: 'Order Return.created',
        value: 'order_return.created',
      },
      {
        name: 'Payment Intent.amount_capturable_updated',
        value: 'payment_intent.amount_capturable_updated',
      },
      {
        name: 'Payment Intent.canceled',
        value: 'payment_intent.canceled',
      },
      {
        name: 'Payment Intent.created',
        value: 'payment_intent.created',
      },
      {
        name: 'Payment Intent.payment_failed',
        value: 'payment_intent.payment_failed',
      },
      {
        name: 'Payment Intent.succeeded',
        value: 'payment_intent.succeeded',
      },
      {
        name: 'Payment Intent.requires_action',
        value: 'payment_intent.requires_action',
      },
      {
        name: 'Payment Method.attached',
        value: 'payment_method.attached',
      },
      {
        name: 'Payment Method.card_automatically_updated',
        value: 'payment_method.card_automatically_updated',
      },
      {
        name: 'Payment Method.detached',
        value: 'payment_method.detached',
      },
      {
        name: 'Payment Method.updated',
        value: 'payment_method.updated',
      },
      {
        name: 'Payout Canceled',
        value: 'payout.canceled',
      },
      {
        name: 'Payout Created',
        value: 'payout.created',
      },
      {
        name: 'Payout Failed',
        value: 'payout.failed',
      },
      {
        name: 'Payout Paid',
        value: 'payout.paid',
      },
      {
        name: 'Payout Updated',
        value: 'payout.updated',
      },
      {
        name: 'Person Created',
        value: 'person.created',
      },
      {
        name: 'Person Deleted',
        value: 'person.deleted',
      },
      {
        name: 'Person Updated',
        value: 'person.updated',
      },
      {
        name: 'Plan Created',
        value: 'plan.created',
      },
      {
        name: 'Plan Deleted',
        value: 'plan.deleted',
      },
      {
        name: 'Plan Updated',
        value: 'plan.updated',
      },
      {
        name: 'Product Created',
        value: 'product.created',
      },
      {
        name: 'Product Deleted',
        value: 'product.deleted',
      },
      {
        name: 'Product Updated',
        value: 'product.updated',
      },
      {
        name: 'Radar Early_fraud_warning.created',
        value: 'radar.early_fraud_warning.created',
      },
      {
        name: 'Radar Early_fraud_warning.updated',
        value: 'radar.early_fraud_warning.updated',
      },
      {
        name: 'Recipient Created',
        value: 'recipient.created',
      },
      {
        name: 'Recipient Deleted',
        value: 'recipient.deleted',
      },
      {
        name: 'Recipient Updated',
        value: 'recipient.updated',
      },
      {
        name: 'Reporting Report_run.failed',
        value: 'reporting.report_run.failed',
      },
      {
        name: 'Reporting Report_run.succeeded',
        value: 'reporting.report_run.succeeded',
      },
      {
        name: 'Reporting Report_type.updated',
        value: 'reporting.report_type.updated',
      },
      {
        name: 'Review Closed',
        value: 'review.closed',
      },
      {
        name: 'Review Opened',
        value: 'review.opened',
      },
      {
        name: 'Setup Intent.canceled',
        value: 'setup_intent.canceled',
      },
      {
        name: 'Setup Intent.created',
        value: 'setup_intent.created',
      },
      {
        name: 'Setup Intent.setup_failed',
        value: 'setup_intent.setup_failed',
      },
      {
        name: 'Setup Intent.succeeded',
        value: 'setup_intent.succeeded',
      },
      {
        name: 'Sigma Scheduled_query_run.created',
        value: 'sigma.scheduled_query_run.created',
      },
      {
        name: 'Sku Created',
        value: 'sku.created',
      },
      {
        name: 'Sku Deleted',
        value: 'sku.deleted',
      },
      {
        name: 'Sku Updated',
        value: 'sku.updated',
      },
      {
        name: 'Source Canceled',
        value: 'source.canceled',
      },
      {
        name: 'Source Chargeable',
        value: 'source.chargeable',
      },
      {
        name: 'Source Failed',
        value: 'source.failed',
      },
      {
        name: 'Source Mandate_notification',
        value: 'source.mandate_notification',
      },
      {
        name: 'Source Refund_attributes_required',
        value: 'source.refund_attributes_required',
      },
      {
        name: 'Source Transaction.created',
        value: 'source.transaction.created',
      },
      {
        name: 'Source Transaction.updated',
        value: 'source.transaction.updated',
      },
      {
        name: 'Subscription Schedule.aborted',
        value: 'subscription_schedule.aborted',
      },
      {
        name: 'Subscription Schedule.canceled',
        value: 'subscription_schedule.canceled',
      },
      {
        name: 'Subscription Schedule.completed',
        value: 'subscription_schedule.completed',
      },
      {
        name: 'Subscription Schedule.created',
        value: 'subscription_schedule.created',
      },
      {
        name: 'Subscription Schedule.expiring',
        value: 'subscription_schedule.expiring',
      },
      {
        name: 'Subscription Schedule.released',
        value: 'subscription_schedule.released',
      },
      {
        name: 'Subscription Schedule.updated',
        value: 'subscription_schedule.updated',
      },
      {
        name: 'Tax Rate.created',
        value: 'tax_rate.created',
      },
      {
        name: 'Tax Rate.updated',
        value: 'tax_rate.updated',
      },
      {
        name: 'Topup Canceled',
        value: 'topup.canceled',
      },
      {
        name: 'Topup Created',
        value: 'topup.created',
      },
      {
        name: 'Topup Failed',
        value: 'topup.failed',
      },
      {
        name: 'Topup Reversed',
        value: 'topup.reversed',
      },
      {
        name: 'Topup Succeeded',
        value: 'topup.succeeded',
      },
      {
        name: 'Transfer Created',
        value: 'transfer.created',
      },
      {
        name: 'Transfer Failed',
        value: 'transfer.failed',
      },
      {
        name: 'Transfer Paid',
        value: 'transfer.paid',
      },
      {
        name: 'Transfer Reversed',
        value: 'transfer.reversed',
      },
      {
        name: 'Transfer Updated',
        value: 'transfer.updated',
      },
    ],
  },
  {
    displayName: 'API Version',
    name: 'apiVersion',
    type: 'string',
    placeholder: '2025-05-28.basil',
    default: '',
  },
];
