import { ActivateMembershipHandler } from './activate-membership.handler';
import { PayMembershipHandler } from './pay-membership.handler';
import { SettleMembershipHandler } from './settle-membership.handler';

export const membershipCommandHandlers = [ActivateMembershipHandler, PayMembershipHandler, SettleMembershipHandler];
