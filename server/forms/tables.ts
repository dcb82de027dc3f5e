import type { Generated } from 'kysely';
import type { EnquiryInput } from '../../common/form-rules.ts';

/** Form submissions (migration 004_forms). */
/** The fields of the enquiry form (common/form-rules.ts; category is one of ENQUIRY_CATEGORIES), plus: */
export interface EnquiryTable extends EnquiryInput {
  id: Generated<number>;
  locale: string;
  ip: string;
  created_at: Generated<Date>;
}

/** Sales-agent applications, demo-video requests and energy-efficiency trial requests (SPEC §3 "Sales-agent/demo request"). */
export interface SalesRequestTable {
  id: Generated<number>;
  locale: string;
  /** One of SALES_REQUEST_KINDS. */
  kind: string;
  company: string;
  customer_name: string;
  phone: string;
  email: string;
  ip: string;
  created_at: Generated<Date>;
}

export interface JobApplicationTable {
  id: Generated<number>;
  locale: string;
  job_id: number | null;
  name: string;
  mobile: string;
  current_city: string;
  preferred_city: string;
  /** File name under DATA_DIR/uploads/resumes (never served publicly); null once deleted past RETAIN_RESUMES_DAYS. */
  resume_file: string | null;
  /** pdf, doc or docx: detected from the content. */
  resume_type: string;
  resume_size: number;
  resume_original_name: string;
  ip: string;
  created_at: Generated<Date>;
}

export interface FormTables {
  enquiry: EnquiryTable;
  sales_request: SalesRequestTable;
  job_application: JobApplicationTable;
}
