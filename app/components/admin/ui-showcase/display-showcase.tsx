import { useTranslation } from "../../../modules/i18n/react.tsx";
import { Badge, type BadgeVariant } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "../../ui/card.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../ui/tabs.tsx";
import { ShowcaseSection } from "./showcase-parts.tsx";

const BADGES: BadgeVariant[] = ["default", "secondary", "destructive", "success", "warning", "outline"];

export function BadgesShowcase() {
  const { t } = useTranslation("admin");
  return (
    <ShowcaseSection title={t("ui.badges.title")} description={t("ui.badges.description")}>
      <div className="flex flex-wrap gap-2">
        {BADGES.map((variant) => (
          <Badge key={variant} variant={variant}>
            {t(`ui.badges.${variant}`)}
          </Badge>
        ))}
      </div>
    </ShowcaseSection>
  );
}

export function CardShowcase() {
  const { t } = useTranslation("admin");
  return (
    <ShowcaseSection title={t("ui.cards.title")} description={t("ui.cards.description")}>
      <Card className="max-w-sm">
        <CardHeader>
          <CardTitle>{t("ui.cards.cardTitle")}</CardTitle>
          <Badge variant="secondary">{t("ui.badges.secondary")}</Badge>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-slate-600">{t("ui.cards.cardText")}</p>
        </CardContent>
        <CardFooter>
          <Button size="sm">{t("ui.cards.cardAction")}</Button>
        </CardFooter>
      </Card>
    </ShowcaseSection>
  );
}

export function TabsShowcase() {
  const { t } = useTranslation("admin");
  return (
    <ShowcaseSection title={t("ui.tabs.title")} description={t("ui.tabs.description")}>
      <Tabs defaultValue="fr">
        <TabsList>
          <TabsTrigger value="fr">{t("ui.tabs.fr")}</TabsTrigger>
          <TabsTrigger value="en">
            {t("ui.tabs.en")}
            <Badge variant="warning">{t("ui.tabs.incomplete")}</Badge>
          </TabsTrigger>
          <TabsTrigger value="zh">
            {t("ui.tabs.zh")}
            <Badge variant="warning">{t("ui.tabs.incomplete")}</Badge>
          </TabsTrigger>
        </TabsList>
        {(["fr", "en", "zh"] as const).map((lang) => (
          <TabsContent key={lang} value={lang}>
            <p className="text-sm text-slate-600">{t(`ui.tabs.${lang}Text`)}</p>
          </TabsContent>
        ))}
      </Tabs>
    </ShowcaseSection>
  );
}
