package org.ichto.architecture;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The shape of the product, checked on the compiled classes: one shell that knows no game, games
 * that know the shell and not each other, rules that are pure Java, and no package cycles.
 */
class ArchitectureTest {
    /** Every game's packages; a new game adds its own here. */
    private static final String[] GAMES = {"org.ichto.urland..", "org.ichto.soup.."};

    private static JavaClasses main;

    @BeforeAll
    static void importTheProduct() {
        main = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("org.ichto");
    }

    @Test
    void theShellImportsNoGame() {
        noClasses().that().resideInAPackage("org.ichto.shell..")
                .should().dependOnClassesThat().resideInAnyPackage(GAMES)
                .because("the shell serves every game through the game definition alone")
                .check(main);
    }

    @Test
    void gamesDoNotImportEachOther() {
        noClasses().that().resideInAPackage("org.ichto.urland..")
                .should().dependOnClassesThat().resideInAPackage("org.ichto.soup..").check(main);
        noClasses().that().resideInAPackage("org.ichto.soup..")
                .should().dependOnClassesThat().resideInAPackage("org.ichto.urland..")
                .allowEmptyShould(true).check(main);
    }

    @Test
    void onlyTheApplicationWiringNamesTheGames() {
        noClasses().that().resideOutsideOfPackages("org.ichto.app..", "org.ichto.urland..", "org.ichto.soup..")
                .should().dependOnClassesThat().resideInAnyPackage(GAMES).check(main);
        noClasses().that().resideInAnyPackage("org.ichto.shell..", "org.ichto.urland..", "org.ichto.soup..")
                .should().dependOnClassesThat().resideInAPackage("org.ichto.app..")
                .because("the application wires the product together; nothing depends on it").check(main);
    }

    @Test
    void rulesArePureJava() {
        noClasses().that().resideInAnyPackage("org.ichto.urland.rules..", "org.ichto.urland.view..",
                        "org.ichto.soup.rules..", "org.ichto.soup.view..", "org.ichto.shell.game..")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..", "java.io..",
                        "java.nio.file..", "java.net..", "org.slf4j..", "ch.qos.logback..")
                .because("rules are pure functions of a state: no window, no files, no logging")
                .check(main);
        // The board is data read once from the class path (a stream), never from the user's files.
        noClasses().that().resideInAnyPackage("org.ichto.urland.board..", "org.ichto.soup.board..")
                .should().dependOnClassesThat().resideInAnyPackage("javax.swing..", "java.awt..",
                        "java.nio.file..", "java.net..", "org.slf4j..", "ch.qos.logback..")
                .check(main);
    }

    @Test
    void noPackageCycles() {
        slices().matching("org.ichto.(**)").should().beFreeOfCycles().check(main);
    }
}
