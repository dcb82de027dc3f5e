/** The chat chunk's CSS in cascade order, adopted by the shadow root (styles/shadow-styles.ts); each screen's styles live beside it. */
import bubblesCss from './bubbles/bubbles.css?inline';
import chatBodyCss from './chat-body.css?inline';
import chatCss from './chat.css?inline';
import composerCss from './composer/composer.css?inline';
import listCss from './list/list.css?inline';
import messageCss from './message/message.css?inline';
import panelsCss from './message/panels.css?inline';
import previewerCss from './previewer/previewer.css?inline';
import viewCss from './view/view.css?inline';
import dialogCss from './dialog/dialog.css?inline';
import contactsCss from './contacts/contacts.css?inline';
import startCss from './start/start.css?inline';
import groupPanelCss from './group-panel/group-panel.css?inline';
import applicationsCss from './group-applications/applications.css?inline';
import pickerCss from './group-member-picker/picker.css?inline';
import searchCss from './search/search.css?inline';
import callCss from './call/call.css?inline';
import deskCss from './desk/desk.css?inline';

export const CHAT_CSS = [
  chatBodyCss,
  chatCss,
  listCss,
  viewCss,
  messageCss,
  composerCss,
  previewerCss,
  panelsCss,
  bubblesCss,
  dialogCss,
  contactsCss,
  startCss,
  groupPanelCss,
  applicationsCss,
  pickerCss,
  searchCss,
  callCss,
  deskCss,
].join('\n');
