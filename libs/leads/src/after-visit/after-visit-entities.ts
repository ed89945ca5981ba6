import { ReviewRequestEntity } from './review-request.entity';
import { ReviewTokenEntity } from './review-token.entity';
import { UrgentAlertEntity } from './urgent-alert.entity';

// The tables of review requests and urgent alerts that content-api and mailer-worker both use.
export const afterVisitEntities = [ReviewRequestEntity, ReviewTokenEntity, UrgentAlertEntity];
