import type { FastifyPluginAsync } from 'fastify';
import {
  AppendMessageBody,
  CHAT_MESSAGES,
  CreateConversationBody,
  PinConversationBody,
  RenameConversationBody,
  type ChatMessage,
  type ChatMessageList,
  type Conversation,
  type ConversationList,
  type ConversationWithMessages,
} from '../../../src/api/contracts/chat.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { parse, readNonBlank, refuseBody } from '../../http/validate.ts';
import type { ChatService } from './chat.service.ts';

type ById = { Params: { id: string } };

/** /chat: the caller's conversations and their messages. */
export const chatRoutes: FastifyPluginAsync<{ chat: ChatService }> = async (app, { chat }) => {
  app.post('/conversation', async (request): Promise<Conversation> => {
    const { title } = parse(CreateConversationBody, request.body ?? {}, 'body');
    return chat.create(requireUser(request).uid, (title ?? '').trim());
  });

  app.get<ById>(
    '/conversation/:id',
    async (request): Promise<ConversationWithMessages> => chat.get(requireUser(request).uid, request.params.id),
  );

  app.delete<ById>('/conversation/:id', async (request, reply) => {
    refuseBody(request.body);
    await chat.remove(requireUser(request).uid, request.params.id);
    return reply.code(204).send();
  });

  app.put<ById>('/conversation/:id/pin', async (request): Promise<Conversation> => {
    const { is_pinned } = parse(PinConversationBody, request.body, 'body');
    return chat.pin(requireUser(request).uid, request.params.id, is_pinned);
  });

  app.put<ById>('/conversation/:id/title', async (request): Promise<Conversation> => {
    const { new_title } = parse(RenameConversationBody, request.body, 'body');
    const title = readNonBlank(new_title, 'body.new_title', CHAT_MESSAGES.titleBlank);
    return chat.rename(requireUser(request).uid, request.params.id, title);
  });

  app.get('/user-conversations', async (request): Promise<ConversationList> => chat.list(requireUser(request).uid));

  app.post('/message', async (request): Promise<ChatMessage> => {
    const body = parse(AppendMessageBody, request.body, 'body');
    const content = readNonBlank(body.content, 'body.content', CHAT_MESSAGES.messageBlank);
    return chat.append(requireUser(request).uid, body.conversation_id, body.role, content);
  });

  app.get<ById>(
    '/conversation/:id/messages',
    async (request): Promise<ChatMessageList> => chat.messages(requireUser(request).uid, request.params.id),
  );
};
