import { standard, type CatalogueStandard } from './types.ts';

const packaging = (designation: string, title: string, test: string, scope: string): CatalogueStandard => standard('Packaging', designation, title, test, scope);

/** Package integrity, seal, microbial barrier and distribution tests beyond seal strength, dye, bubble and D4169. */
export const PACKAGING_STANDARDS: CatalogueStandard[] = [
  packaging('ASTM F1886/F1886M', 'Standard Test Method for Determining Integrity of Seals for Flexible Packaging by Visual Inspection', 'Visual seal inspection',
    'Describes inspecting package seals by eye for channels, voids and other defects.'),
  packaging('ASTM D4332', 'Standard Practice for Conditioning Containers, Packages, or Packaging Components for Testing', 'Package conditioning',
    'Sets the temperature and humidity conditions packages are held at before and during testing.'),
  packaging('ASTM F2054/F2054M', 'Standard Test Method for Burst Testing of Flexible Package Seals Using Internal Air Pressurization Within Restraining Plates', 'Package burst (restrained)',
    'Inflates a package held between plates until a seal fails, to measure overall seal strength.'),
  packaging('ASTM F1140/F1140M', 'Standard Test Methods for Internal Pressurization Failure Resistance of Unrestrained Packages', 'Package burst and creep (unrestrained)',
    'Inflates an unrestrained package to find its burst pressure or to hold a pressure and watch for creep failure.'),
  packaging('ASTM F1608', 'Standard Test Method for Microbial Ranking of Porous Packaging Materials (Exposure Chamber Method)', 'Microbial barrier of porous materials',
    'Ranks porous packaging materials by how many spores pass through them under a set airflow.'),
  packaging('ASTM F2338', 'Standard Test Method for Nondestructive Detection of Leaks in Packages by Vacuum Decay Method', 'Vacuum decay leak test',
    'Detects leaks in non-porous packages by watching the pressure in a test chamber rise under vacuum.'),
  packaging('ASTM F2095', 'Standard Test Methods for Pressure Decay Leak Test for Flexible Packages With and Without Restraining Plates', 'Pressure decay leak test',
    'Detects leaks in flexible non-porous packages by watching the internal pressure fall after inflation.'),
  packaging('ASTM F3039', 'Standard Test Method for Detecting Leaks in Nonporous Packaging or Flexible Barrier Materials by Dye Penetration', 'Dye leak test (non-porous packages)',
    'Detects channel leaks and pinholes in non-porous packages and materials with a penetrating dye.'),
  packaging('ASTM D3078', 'Standard Test Method for Determination of Leaks in Flexible Packaging by Bubble Emission', 'Bubble emission leak test',
    'Detects leaks in flexible packages by drawing a vacuum over them under water and watching for bubbles.'),
  packaging('ASTM D7386', 'Standard Practice for Performance Testing of Packages for Single Parcel Delivery Systems', 'Parcel delivery simulation',
    'Simulates the drops, vibration and handling of parcel delivery networks on single packages.'),
];
