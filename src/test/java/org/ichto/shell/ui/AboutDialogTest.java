package org.ichto.shell.ui;

import org.ichto.shell.ui.text.Texts;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

class AboutDialogTest {

    /** group:artifact:version of every dependency of the pom outside the test scope, properties filled in. */
    private static List<String> runtimeDependencies() throws Exception {
        org.w3c.dom.Document pom = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new File("pom.xml"));
        Map<String, String> properties = new TreeMap<>();
        properties.put("project.version", text((Element) pom.getDocumentElement(), "version"));
        NodeList props = ((Element) pom.getElementsByTagName("properties").item(0)).getChildNodes();
        for (int i = 0; i < props.getLength(); i++) {
            if (props.item(i) instanceof Element e) {
                properties.put(e.getTagName(), e.getTextContent().strip());
            }
        }
        List<String> all = new ArrayList<>();
        Element dependencies = (Element) pom.getDocumentElement().getElementsByTagName("dependencies").item(1);
        NodeList list = dependencies.getElementsByTagName("dependency");
        for (int i = 0; i < list.getLength(); i++) {
            Element d = (Element) list.item(i);
            if (d.getElementsByTagName("scope").getLength() > 0 && text(d, "scope").equals("test")) {
                continue;
            }
            String version = text(d, "version");
            for (Map.Entry<String, String> p : properties.entrySet()) {
                version = version.replace("${" + p.getKey() + "}", p.getValue());
            }
            all.add(text(d, "groupId") + ":" + text(d, "artifactId") + ":" + version);
        }
        return all;
    }

    private static String text(Element e, String tag) {
        NodeList n = e.getElementsByTagName(tag);
        return n.getLength() == 0 ? "" : n.item(0).getTextContent().strip();
    }

    @Test
    void everyLibraryThePomShipsIsListedWithItsVersionAndALicence() throws Exception {
        List<String> pom = runtimeDependencies();
        List<String> listed = AboutDialog.libraries().stream().map(AboutDialog.Library::coordinates)
                .collect(Collectors.toList());

        assertThat(pom).hasSize(7).contains("com.formdev:flatlaf:3.6", "com.fasterxml.jackson.core:jackson-databind:2.18.2");
        assertThat(listed).containsAll(pom);
        assertThat(AboutDialog.libraries()).allSatisfy(l -> assertThat(l.licence()).containsAnyOf("Apache License 2.0",
                "MIT License", "Eclipse Public License", "BSD"));
    }

    @Test
    void theTextNamesTheVersionTheDesignersAndEveryLicenceInBothLanguages() {
        for (java.util.Locale l : Texts.supported()) {
            String text = AboutDialog.text(Texts.shell(l));
            assertThat(text).contains("0.2.0", "Doris Matthäus", "Frank Nestel", "flatlaf 3.6 \u2014 Apache License 2.0",
                    "miglayout-swing 11.4.2 \u2014 BSD 3-Clause License", "slf4j-api 2.0.17 \u2014 MIT License",
                    "logback-classic 1.5.18 \u2014 Eclipse Public License 1.0");
        }
        assertThat(AboutDialog.version()).isEqualTo("0.2.0");
    }
}
