// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createHandlers, getMockMailbox } from '../mocks';
import { startMockServer } from '../mocks/testServer';
import { createShopClient, isShopApiRequestError } from './client';

const SHOP = 'http://shop.test';
startMockServer(createHandlers({ shopBaseUrl: SHOP }));
const client = () => createShopClient({ baseUrl: SHOP });

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

const statusOf = (error: unknown) => (isShopApiRequestError(error) ? error.status : undefined);
const codeOf = (error: unknown) => (isShopApiRequestError(error) ? error.code : undefined);

describe('account calls', () => {
  it('logs in, reads the customer, orders and invoices, and logs out again', async () => {
    const shop = client();
    const login = await shop.login({ email: 'kari.nordmann@example.no', password: 'Passord123' });
    expect(login.status).toBe('loggedIn');
    expect((await shop.getCustomer()).firstName).toBe('Kari');
    const orders = await shop.listOrders();
    expect(orders.length).toBeGreaterThan(0);
    const order = await shop.getOrder(orders[0]!.orderNumber);
    expect(order.orderNumber).toBe(orders[0]!.orderNumber);
    const overview = await shop.getInvoiceOverview();
    expect(Array.isArray(overview.invoices)).toBe(true);
    await shop.logout();
    expect(statusOf(await rejection(shop.getCustomer()))).toBe(401);
  });

  it('refuses a wrong password with LoginFailed, and a guest reading the customer with 401', async () => {
    const shop = client();
    const error = await rejection(
      shop.login({ email: 'kari.nordmann@example.no', password: 'feil-passord' }),
    );
    expect([statusOf(error), codeOf(error)]).toEqual([401, 'LoginFailed']);
    expect(statusOf(await rejection(shop.listOrders()))).toBe(401);
  });

  it('holds back a login until the latest terms are accepted', async () => {
    const shop = client();
    const login = await shop.login({ email: 'nora.lie@example.no', password: 'Passord123' });
    expect(login.status).toBe('accountProblem');
    if (login.status !== 'accountProblem') return;
    expect(login.problem).toBe('TermsNotAccepted');
    expect((await shop.acceptTerms(login.problemToken)).status).toBe('loggedIn');
  });

  it('registers, verifies the e-mail from the mailbox link, and resets a password', async () => {
    const shop = client();
    const email = 'ny.kunde@example.no';
    const registered = await shop.register({
      firstName: 'Ny',
      lastName: 'Kunde',
      email,
      password: 'Hemmelig123',
      mobile: '98765432',
      street: 'Storgata 1',
      zipCode: '0155',
      city: 'Oslo',
      birthDate: '01011990',
      acceptTerms: true,
    });
    expect(registered.verificationRequired).toBe(true);
    const token = getMockMailbox(email).at(-1)?.token;
    expect(token).toBeTruthy();
    expect((await shop.verifyEmail(token!)).verified).toBe(true);
    expect(codeOf(await rejection(shop.verifyEmail('ukjent')))).toBe('VerificationFailed');
    await shop.forgotPassword(email);
    const resetToken = getMockMailbox(email).at(-1)?.token;
    await shop.resetPassword(resetToken!, 'NyttPassord9');
    expect((await shop.login({ email, password: 'NyttPassord9' })).status).toBe('loggedIn');
  });

  it('changes the password while logged in, refusing a wrong current password', async () => {
    const shop = client();
    await shop.login({ email: 'lars.johansen@example.no', password: 'Passord123' });
    const wrong = await rejection(
      shop.changePassword({ currentPassword: 'feil', newPassword: 'NyttPassord9' }),
    );
    expect(codeOf(wrong)).toBe('WrongPassword');
    await shop.changePassword({ currentPassword: 'Passord123', newPassword: 'NyttPassord9' });
    await shop.logout();
    expect((await shop.login({ email: 'lars.johansen@example.no', password: 'NyttPassord9' })).status).toBe(
      'loggedIn',
    );
  });

  it('corrects the employee number an employer gave, and refuses one for a customer with none', async () => {
    const manager = client();
    await manager.login({ email: 'ingrid.berg@nordlys-energi.no', password: 'Leder2026' });
    expect((await manager.getCustomer()).employeeNumber).toBe('NE-0042');
    expect((await manager.updateCustomer({ employeeNumber: 'NE-0043' })).employeeNumber).toBe('NE-0043');
    expect((await manager.getCustomer()).employeeNumber).toBe('NE-0043');

    const lars = client();
    await lars.login({ email: 'lars.johansen@example.no', password: 'Passord123' });
    expect(statusOf(await rejection(lars.updateCustomer({ employeeNumber: 'X-1' })))).toBe(422);
    expect((await lars.getCustomer()).employeeNumber).toBeNull();
  });

  it('starts and polls a BankID order to a login, and cancels another', async () => {
    const shop = client();
    const order = await shop.startBankId({ personalNumber: '010185-12345' });
    let poll = await shop.pollBankId(order.orderRef);
    for (let round = 0; round < 5 && poll.status === 'pending'; round += 1) {
      poll = await shop.pollBankId(order.orderRef);
    }
    expect(poll.status).toBe('complete');
    const second = await shop.startBankId({ personalNumber: '010185-12345' });
    expect((await shop.cancelBankId(second.orderRef)).status).toBe('cancelled');
  });

  it('asks to be told when a sold-out size is back: the confirmation reaches the mailbox; an unknown SKU is 404', async () => {
    const shop = client();
    await shop.requestStockAlert({ skuId: '100003-2', email: 'ola.varsel@example.no' });
    const [mail] = getMockMailbox('ola.varsel@example.no');
    expect(mail?.subject).toBe('Vi sier fra når Ray-Ban RX7047 er på lager igjen');
    const unknown = await rejection(
      shop.requestStockAlert({ skuId: 'ukjent-1', email: 'ola.varsel@example.no' }),
    );
    expect([statusOf(unknown), codeOf(unknown)]).toEqual([404, 'NotFound']);
  });

  it('looks up a gift card balance and says when it is not found', async () => {
    const shop = client();
    const error = await rejection(shop.getGiftCardBalance({ number: '0000 0000 0000 0000', pin: '0000' }));
    expect(codeOf(error)).toBe('GiftCardNotFound');
  });
});
