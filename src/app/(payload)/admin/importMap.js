import { RowLabel as RowLabel_df51eef6f3f4f7da7e7e931a30de1bc6 } from '../../../admin/RowLabel/RowLabel'
import { TranslationGapsField as TranslationGapsField_26586026eab66e0b041d9bc64b58b37f } from '../../../features/pages/admin/TranslationGaps/TranslationGapsSlots'
import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TranslationFilters as TranslationFilters_fad18b37a56612b3d74c1e87046e68b1 } from '../../../features/pages/admin/TranslationGaps/TranslationFilters'
import { TranslationWarning as TranslationWarning_26586026eab66e0b041d9bc64b58b37f } from '../../../features/pages/admin/TranslationGaps/TranslationGapsSlots'
import { SubmittedDetails as SubmittedDetails_f4a3bc78066f237aa0f440b227a5fc26 } from '../../../features/service-requests/admin/SubmittedDetails/SubmittedDetails'
import { DeadlineFilters as DeadlineFilters_5089654d48800e19b159578c6a6d66e4 } from '../../../features/service-requests/admin/DeadlineFilters/DeadlineFilters'
import { CurrentPasswordField as CurrentPasswordField_b959c578a11ab09313ac8e6717660e92 } from '../../../features/staff/admin/CurrentPassword/CurrentPasswordField'
import { SecondFactorPanel as SecondFactorPanel_38ebec7f669ceb68536cb99944e6c91d } from '../../../features/staff/admin/SecondFactor/SecondFactorPanel'
import { SignOutEverywhere as SignOutEverywhere_352d520b16d1194652d5bfeed3f64a91 } from '../../../features/staff/admin/SignOutEverywhere/SignOutEverywhere'
import { EntryTextCell as EntryTextCell_ccd40b32ef955a4d772a2585b178c95f } from '../../../audit/admin/cells'
import { EntryCollectionCell as EntryCollectionCell_ccd40b32ef955a4d772a2585b178c95f } from '../../../audit/admin/cells'
import { EntryFieldsCell as EntryFieldsCell_ccd40b32ef955a4d772a2585b178c95f } from '../../../audit/admin/cells'
import { EntryDetailCell as EntryDetailCell_ccd40b32ef955a4d772a2585b178c95f } from '../../../audit/admin/cells'
import { AdminIcon as AdminIcon_fc7cae47bd5da5ed0d2946f59292a5e3 } from '../../../admin/Brand/Brand'
import { AdminLogo as AdminLogo_fc7cae47bd5da5ed0d2946f59292a5e3 } from '../../../admin/Brand/Brand'
import { DataRightsNavLink as DataRightsNavLink_7229f7db8c6413b2dc8fc8d55e4082ba } from '../../../features/data-rights/admin/DataRightsNavLink'
import { StaffDashboard as StaffDashboard_17c73395b8866e51792f15aedbc705dc } from '../../../admin/StaffDashboard/StaffDashboard'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { SignInView as SignInView_f4cabf7cb129ccd29ee9aef5d9f31a66 } from '../../../features/staff/admin/SignIn/SignInView'
import { DataRightsView as DataRightsView_a68d1d8b923ee570d3357825a18aa50f } from '../../../features/data-rights/admin/DataRightsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/admin/RowLabel/RowLabel#RowLabel": RowLabel_df51eef6f3f4f7da7e7e931a30de1bc6,
  "/features/pages/admin/TranslationGaps/TranslationGapsSlots#TranslationGapsField": TranslationGapsField_26586026eab66e0b041d9bc64b58b37f,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/features/pages/admin/TranslationGaps/TranslationFilters#TranslationFilters": TranslationFilters_fad18b37a56612b3d74c1e87046e68b1,
  "/features/pages/admin/TranslationGaps/TranslationGapsSlots#TranslationWarning": TranslationWarning_26586026eab66e0b041d9bc64b58b37f,
  "/features/service-requests/admin/SubmittedDetails/SubmittedDetails#SubmittedDetails": SubmittedDetails_f4a3bc78066f237aa0f440b227a5fc26,
  "/features/service-requests/admin/DeadlineFilters/DeadlineFilters#DeadlineFilters": DeadlineFilters_5089654d48800e19b159578c6a6d66e4,
  "/features/staff/admin/CurrentPassword/CurrentPasswordField#CurrentPasswordField": CurrentPasswordField_b959c578a11ab09313ac8e6717660e92,
  "/features/staff/admin/SecondFactor/SecondFactorPanel#SecondFactorPanel": SecondFactorPanel_38ebec7f669ceb68536cb99944e6c91d,
  "/features/staff/admin/SignOutEverywhere/SignOutEverywhere#SignOutEverywhere": SignOutEverywhere_352d520b16d1194652d5bfeed3f64a91,
  "/audit/admin/cells#EntryTextCell": EntryTextCell_ccd40b32ef955a4d772a2585b178c95f,
  "/audit/admin/cells#EntryCollectionCell": EntryCollectionCell_ccd40b32ef955a4d772a2585b178c95f,
  "/audit/admin/cells#EntryFieldsCell": EntryFieldsCell_ccd40b32ef955a4d772a2585b178c95f,
  "/audit/admin/cells#EntryDetailCell": EntryDetailCell_ccd40b32ef955a4d772a2585b178c95f,
  "/admin/Brand/Brand#AdminIcon": AdminIcon_fc7cae47bd5da5ed0d2946f59292a5e3,
  "/admin/Brand/Brand#AdminLogo": AdminLogo_fc7cae47bd5da5ed0d2946f59292a5e3,
  "/features/data-rights/admin/DataRightsNavLink#DataRightsNavLink": DataRightsNavLink_7229f7db8c6413b2dc8fc8d55e4082ba,
  "/admin/StaffDashboard/StaffDashboard#StaffDashboard": StaffDashboard_17c73395b8866e51792f15aedbc705dc,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/features/staff/admin/SignIn/SignInView#SignInView": SignInView_f4cabf7cb129ccd29ee9aef5d9f31a66,
  "/features/data-rights/admin/DataRightsView#DataRightsView": DataRightsView_a68d1d8b923ee570d3357825a18aa50f,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
