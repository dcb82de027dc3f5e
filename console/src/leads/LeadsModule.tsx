import { Route, Routes } from 'react-router-dom';
import { LeadDetail } from './LeadDetail.tsx';
import { LeadsList } from './LeadsList.tsx';

/** The leads inbox: the filtered list at /console/leads, a lead at /console/leads/<ref>. */
export default function LeadsModule() {
  return (
    <Routes>
      <Route index element={<LeadsList />} />
      <Route path=":ref" element={<LeadDetail />} />
    </Routes>
  );
}
