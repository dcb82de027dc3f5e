/** SPEC §6: the customer-service accounts, a default list of one ID (the server's IM_SERVICE_ACCOUNTS default). */
export const CUSTOMER_SERVICE_IDS: readonly string[] = ['sealink_service'];
