import { defineCall } from "../../call.js";
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX,
  FeedbackBody,
  FeedbackImageParams,
  FeedbackImageReply,
  FeedbackListQuery,
  FeedbackListReply,
  FeedbackReply,
} from "../../messages.js";

const feedback = {
  module: "FEEDBACK3",
  access: "real",
  tag: "messages",
  encrypted: false,
  idempotent: false,
} as const;

export const sendFeedback = defineCall({
  ...feedback,
  method: "PUT",
  path: "/wps/feedback",
  multipart: true,
  upload: {
    field: "images",
    maxBytes: FEEDBACK_IMAGE_MAX_BYTES,
    maxFiles: FEEDBACK_IMAGES_MAX,
    required: false,
    error: "feedback.image.invalid",
    tooMany: "feedback.images.too.many",
  },
  summary: "Sends feedback: question type, content (5 to 140 characters) and up to 3 PNG/JPG images of 5 MB",
  body: FeedbackBody,
  reply: FeedbackReply,
  errors: [
    "feedback.content.length",
    "feedback.image.invalid",
    "feedback.images.too.many",
    "feedback.too.frequent",
  ],
});

export const myFeedback = defineCall({
  ...feedback,
  method: "GET",
  path: "/wps/feedback",
  summary: "The player's own feedback with the operators' answers, newest first",
  query: FeedbackListQuery,
  reply: FeedbackListReply,
  errors: [],
});

export const feedbackImage = defineCall({
  ...feedback,
  method: "GET",
  path: "/wps/feedback/images/:id",
  binary: true,
  summary: "An image of the player's own feedback",
  params: FeedbackImageParams,
  reply: FeedbackImageReply,
  errors: ["resource.not.found"],
});
