/**
 * The request bodies of Xero 1's contact and invoice operations, built from the node's parameters
 * as n8n's node builds them: each filled field under Xero's name, line items with an empty
 * `Tracking` list and the quantity as text, phones and addresses from their fixed collections.
 */
type Json = Record<string, any>;

/** A line item of an invoice, from one entry of the Line Items collection. */
export function lineItem(value: Json): Json {
  return {
    Tracking: [],
    AccountCode: value.accountCode,
    Description: value.description,
    DiscountRate: value.discountRate,
    ItemCode: value.itemCode,
    LineAmount: value.lineAmount,
    Quantity: String(value.quantity),
    TaxAmount: value.taxAmount,
    TaxType: value.taxType,
    UnitAmount: value.unitAmount,
  };
}

/** The line items of an invoice, when the collection has entries. */
export function lineItems(collection: unknown): Json[] | undefined {
  const values = (collection as Json | undefined)?.lineItemsValues as Json[] | undefined;
  return values ? values.map(lineItem) : undefined;
}

/** Invoice fields (create's Additional Fields, update's Update Fields) under Xero's names, in n8n's order. */
export function invoiceFields(fields: Json, body: Json): void {
  if (fields.brandingThemeId) body.BrandingThemeID = fields.brandingThemeId;
  if (fields.currency) body.CurrencyCode = fields.currency;
  if (fields.currencyRate) body.CurrencyRate = fields.currencyRate;
  if (fields.date) body.Date = fields.date;
  if (fields.dueDate) body.DueDate = fields.dueDate;
  if (fields.expectedPaymentDate) body.ExpectedPaymentDate = fields.expectedPaymentDate;
  if (fields.invoiceNumber) body.InvoiceNumber = fields.invoiceNumber;
  if (fields.lineAmountType) body.LineAmountTypes = fields.lineAmountType;
  if (fields.plannedPaymentDate) body.PlannedPaymentDate = fields.plannedPaymentDate;
  if (fields.reference) body.Reference = fields.reference;
  if (fields.sendToContact) body.SentToContact = fields.sendToContact;
  if (fields.status) body.Status = fields.status;
  if (fields.url) body.Url = fields.url;
}

/**
 * Contact fields (create's Additional Fields, update's Update Fields) under Xero's names, in n8n's
 * order; n8n's node sends the tax number and network key under lower-case names, and so does this.
 */
export function contactFields(fields: Json, body: Json): void {
  if (fields.accountNumber) body.AccountNumber = fields.accountNumber;
  if (fields.name) body.Name = fields.name;
  if (fields.bankAccountDetails) body.BankAccountDetails = fields.bankAccountDetails;
  if (fields.contactNumber) body.ContactNumber = fields.contactNumber;
  if (fields.contactStatus) body.ContactStatus = fields.contactStatus;
  if (fields.defaultCurrency) body.DefaultCurrency = fields.defaultCurrency;
  if (fields.emailAddress) body.EmailAddress = fields.emailAddress;
  if (fields.firstName) body.FirstName = fields.firstName;
  if (fields.lastName) body.LastName = fields.lastName;
  if (fields.purchasesDefaultAccountCode) body.PurchasesDefaultAccountCode = fields.purchasesDefaultAccountCode;
  if (fields.salesDefaultAccountCode) body.SalesDefaultAccountCode = fields.salesDefaultAccountCode;
  if (fields.skypeUserName) body.SkypeUserName = fields.skypeUserName;
  if (fields.taxNumber) body.taxNumber = fields.taxNumber;
  if (fields.xeroNetworkKey) body.xeroNetworkKey = fields.xeroNetworkKey;
  const phones = (fields.phonesUi as Json | undefined)?.phonesValues as Json[] | undefined;
  if (phones)
    body.Phones = phones.map((p) => ({
      PhoneType: p.phoneType,
      PhoneNumber: p.phoneNumber,
      PhoneAreaCode: p.phoneAreaCode,
      PhoneCountryCode: p.phoneCountryCode,
    }));
  const addresses = (fields.addressesUi as Json | undefined)?.addressesValues as Json[] | undefined;
  if (addresses)
    body.Addresses = addresses.map((a) => ({
      AddressType: a.type,
      AddressLine1: a.line1,
      AddressLine2: a.line2,
      City: a.city,
      Region: a.region,
      PostalCode: a.postalCode,
      Country: a.country,
      AttentionTo: a.attentionTo,
    }));
}
