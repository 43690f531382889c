/**
 * The service requests' English texts: each request type's group (title, intro, what the form
 * says of its data, its submit button, what the visitor reads once it is in), the received screen
 * and the status lookups, the labels and hints of the forms' fields and the messages only these
 * forms give (a type's new field adds its label under `labels` and its messages under `errors`).
 * The site's catalogue takes them in under `forms` (src/i18n/messages/index.ts).
 */
export const en = {
  forms: {
    // The messages only these forms give; those every form shares are the site catalogue's.
    errors: {
      fullNameRequired: 'Full Name is required',
      cityRequired: 'City is required',
      complaintRelationRequired: 'Complaint Relation is required',
      descriptionRequired: 'Description is required',
      idRequired: 'ID is required',
      complaintNumberRequired: 'Complaint Number is required',
      claimNumberRequired: 'Claim Number is required',
      policyNumberRequired: 'Policy Number is required',
      visaNumberRequired: 'Visa Number is required',
      passportNumberRequired: 'Passport Number is required',
      borderNumberRequired: 'Border Number is required',
      extensionPeriodRequired: 'Extension Period is required',
      entryDateRequired: 'Date of Entry is required',
      visaExpiryDateRequired: 'Visa Expiry Date is required',
      companyNameRequired: 'Company Name is required',
      productRequired: 'Product is required',
      serviceRequestTypeRequired: 'Service Request Type is required',
      reasonRequired: 'Cancellation Reason is required',
      typeUnknown: 'Unknown request type',
    },
    labels: {
      full_name: 'Full Name',
      id_number: 'ID or Iqama Number',
      phone: 'Phone Number',
      email: 'Email',
      city: 'City',
      product: 'Product related to complaint',
      service_request_type: 'Service Request Type',
      complaint_relation: 'Complaint Relation',
      description: 'Description',
      id: 'ID Number',
      claim_number: 'Claim Number',
      complaint_number: 'Complaint Number',
      policy_number: 'Policy Number',
      visa_number: 'Visa Number',
      passport_number: 'Passport Number',
      entry_date: 'Date of Entry',
      border_number: 'Border Number',
      extension_period: 'Extension Period',
      visa_expiry_date: 'Visa Expiry Date',
      position: 'Position',
      company_name: 'Company Name',
      company_activity: 'Company Activity',
      product_of_interest: 'Product of interest',
      claim_product: 'Product related to claim',
      comments: 'Comments',
      reason: 'Cancellation Reason',
      iban: 'IBAN',
      note: 'Note',
      // Set by the page, not asked: where the request came from.
      requester_type: 'Sent from',
      documents: 'Documents',
      message: 'Message',
      consent: 'I agree that Rafeef Cooperative Insurance uses these details to handle my request.',
    },
    hints: {
      id_number: '10 digits, as on your national ID or Iqama',
      phone: 'For example 0501234567',
      claim_number: 'Or the reference you got online',
      complaint_number: 'For example <ltr>CMP-2026-12345678</ltr>',
      iban: 'SA followed by 22 digits, for example <ltr>SA03 8000 0000 6080 1016 7519</ltr>',
      documents:
        'PDF, JPG, PNG or BMP, up to 2 MB each; 1 to {max} files, for example the visa refusal or the passport page.',
    },
    complaint: {
      title: 'Submit a complaint or enquiry',
      purpose:
        'We use these details only to handle your complaint or enquiry and to contact you about it, as our <link>privacy policy</link> explains.',
      submit: 'Submit',
      keepReference:
        'Keep this number. With your ID number it lets you follow your request on the <link>Complaints</link> page.',
      responseTime:
        'We acknowledge every complaint within 1 working day and send our final response within 15 working days.',
      escalation:
        'If you are not satisfied with our final response, or have not received it within 15 working days, you can escalate your complaint to the Insurance Authority’s customer care service, IA Care, at <link>care.ia.gov.sa</link>.',
    },
    detailsRequest: {
      title: 'Request details',
      intro:
        'Tell us about your company and the cover it needs. A corporate insurance specialist will call you within 2 working days with details and a tailored offer.',
      purpose:
        'We use these details only to prepare the information you asked for and to contact you about it, as our <link>privacy policy</link> explains.',
      submit: 'Proceed',
      received:
        'A corporate insurance specialist will call you within 2 working days. Quote this number if you contact us first.',
    },
    claim: {
      title: 'Submit your claim',
      intro:
        'Report a claim on your policy. Leave the claim number empty if you have none yet: you will get a reference to follow your claim with.',
      purpose:
        'We use these details only to handle your claim and to contact you about it, as our <link>privacy policy</link> explains.',
      submit: 'Proceed',
      received:
        'Keep this number. With your ID or Iqama number it lets you follow your claim on the <link>Claims</link> page. A claims handler will contact you within 2 working days.',
    },
    quote: {
      title: 'Get a quote',
      intro: 'Tell us what you want to insure and we will call you with a price.',
      purpose:
        'We use these details only to prepare your quote and to contact you about it, as our <link>privacy policy</link> explains.',
      submit: 'Request a quote',
      received:
        'One of our advisers will call you within 1 working day with your quote. Quote this number if you contact us first.',
    },
    insuranceCancellation: {
      title: 'Cancel Insurance',
      intro:
        "Ask us to cancel a visit visa insurance policy, for example when the visa was not issued. Any refund due is paid to the IBAN you give, which must be in the policyholder's name.",
      purpose:
        'We use these details and documents only to handle the cancellation and any refund, and to contact you about it, as our <link>privacy policy</link> explains.',
      submit: 'Proceed',
      received:
        'We will review your request within 5 working days and pay any refund due to the IBAN you gave. Quote this number if you contact us.',
    },
    received: {
      title: 'We have received your request',
      referenceLabel: 'Your reference number',
      keepReference:
        'Keep this number and quote it if you contact us about this request. We reply within 2 working days.',
      another: 'Submit another request',
    },
    visaActivation: {
      title: 'Activate Visit Visa',
      intro:
        'Link the visit visa insurance policy to the visa. Enter the numbers exactly as they appear on the policy, the visa and the passport.',
      purpose:
        'We use these details only to activate the policy, as our <link>privacy policy</link> explains.',
      submit: 'Proceed',
      received: 'Keep this number and quote it if you contact us about this request.',
    },
    insuranceExtension: {
      title: 'Extend Insurance',
      intro:
        'Extend the visit visa insurance for the new period before you extend the visa through Absher. The visa must not have expired yet.',
      purpose:
        'We use these details only to extend the insurance, as our <link>privacy policy</link> explains.',
      submit: 'Proceed',
      received: 'Keep this number and quote it if you contact us about this request.',
    },
    tracking: {
      claimTitle: 'Track your claim',
      claimIntro:
        'Enter your ID or Iqama number and your claim number to see where your claim stands.',
      complaintTitle: 'Check your complaint status',
      complaintIntro: 'Enter your ID number and the complaint number you were given.',
      submit: 'Check status',
      resultTitle: 'Request <ref>{reference}</ref>',
      status: 'Status',
      statusSince: 'Status since',
      notFoundTitle: 'No request found',
    },
  },
}

export type ServiceRequestMessages = typeof en
