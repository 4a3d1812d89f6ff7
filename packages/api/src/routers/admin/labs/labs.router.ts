/**
 * admin.labs: partner labs (catalogueAreaRouter). `list` { q?, emirate?, active?, page }: 25 labs per
 * page by name, with total, offer and booking counts; `byId` the lab (NOT_FOUND "Lab not found");
 * `create` (slug optional) and `update` CONFLICT on a taken name/slug; `delete` CONFLICT when the lab
 * has bookings. Every write is audited.
 */
import { adminLabsListInput, labCreateInput, labUpdateInput } from "@labcompare/validators";
import { catalogueAreaRouter } from "../catalogue-area.ts";
import * as labs from "../../../admin/labs.service.ts";

export const adminLabsRouter = catalogueAreaRouter({
  listInput: adminLabsListInput,
  list: labs.listLabs,
  get: labs.getLab,
  createInput: labCreateInput,
  create: labs.createLab,
  updateInput: labUpdateInput,
  update: labs.updateLab,
  setActive: labs.setLabActive,
  delete: labs.deleteLab,
});
