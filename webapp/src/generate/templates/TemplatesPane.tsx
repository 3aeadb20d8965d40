import {
  Body1,
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  MessageBar,
  MessageBarBody,
  Title2,
  makeStyles,
} from "@fluentui/react-components";
import { useState } from "react";
import { CREATE_PANES } from "../create-panes";
import { countInCategory, NO_TEMPLATES_MESSAGE, templatesIn } from "./catalogue";
import { TEMPLATE_CATALOGUES, type TemplatePaneId } from "./catalogues";
import { TemplateBoxGrid } from "./TemplateBoxGrid";
import { TemplateCarousel } from "./TemplateCarousel";
import type { TemplateCatalogue } from "./types";

const useStyles = makeStyles({
  root: { display: "grid", gap: "16px", maxWidth: "960px", margin: "0 auto" },
});

const Empty = () => (
  <MessageBar intent="info">
    <MessageBarBody>{NO_TEMPLATES_MESSAGE}</MessageBarBody>
  </MessageBar>
);

interface TemplateBrowserProps {
  catalogue: TemplateCatalogue;
  fallbackTitle: string;
}

/** The catalogue: the box grid, a box's child boxes, then the carousel of the chosen child box. */
export const TemplateBrowser = ({ catalogue, fallbackTitle }: TemplateBrowserProps) => {
  const [category, setCategory] = useState<string | null>(null);
  const [subcategory, setSubcategory] = useState<string | null>(null);
  const chosen = catalogue.categories.find((item) => item.name === category);

  const crumbs = (
    <Breadcrumb aria-label="Template categories">
      <BreadcrumbItem>
        <BreadcrumbButton
          current={!chosen}
          onClick={() => {
            setCategory(null);
            setSubcategory(null);
          }}
        >
          All categories
        </BreadcrumbButton>
      </BreadcrumbItem>
      {chosen ? (
        <>
          <BreadcrumbDivider />
          <BreadcrumbItem>
            <BreadcrumbButton current={!subcategory} onClick={() => setSubcategory(null)}>
              {chosen.name}
            </BreadcrumbButton>
          </BreadcrumbItem>
        </>
      ) : null}
      {chosen && subcategory ? (
        <>
          <BreadcrumbDivider />
          <BreadcrumbItem>
            <BreadcrumbButton current>{subcategory}</BreadcrumbButton>
          </BreadcrumbItem>
        </>
      ) : null}
    </Breadcrumb>
  );

  if (!chosen) {
    return (
      <>
        {crumbs}
        {catalogue.categories.length === 0 ? (
          <Empty />
        ) : (
          <TemplateBoxGrid
            label="Categories"
            boxes={catalogue.categories.map((item) => ({
              name: item.name,
              description: item.description,
              count: countInCategory(catalogue, item.name),
            }))}
            onOpen={setCategory}
          />
        )}
      </>
    );
  }
  if (!subcategory) {
    return (
      <>
        {crumbs}
        {chosen.subcategories.length === 0 ? (
          <Empty />
        ) : (
          <TemplateBoxGrid
            label={`${chosen.name} templates`}
            boxes={chosen.subcategories.map((name) => ({ name, count: templatesIn(catalogue, chosen.name, name).length }))}
            onOpen={setSubcategory}
          />
        )}
      </>
    );
  }
  const templates = templatesIn(catalogue, chosen.name, subcategory);
  return (
    <>
      {crumbs}
      {templates.length === 0 ? <Empty /> : <TemplateCarousel key={subcategory} templates={templates} fallbackTitle={fallbackTitle} />}
    </>
  );
};

/** Memoir, Message and Email Templates (spec document 3 §2.9). */
export const TemplatesPane = ({ pane }: { pane: TemplatePaneId }) => {
  const styles = useStyles();
  const { title, fallbackTitle } = CREATE_PANES[pane];
  return (
    <section className={styles.root} aria-labelledby="templates-title">
      <header>
        <Title2 block as="h2" id="templates-title">
          {title}
        </Title2>
        <Body1 block as="p">
          Pick a category, then a template. Replace the [bracketed] parts with your own words after loading it.
        </Body1>
      </header>
      <TemplateBrowser catalogue={TEMPLATE_CATALOGUES[pane]} fallbackTitle={fallbackTitle} />
    </section>
  );
};
